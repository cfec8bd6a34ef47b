#pragma once

// What the benchmark programs share.

#include <QList>

#include <algorithm>

namespace shadowbox::bench {

// The middle figure of a run (the upper one of the two middles for an even count); 0 for none.
inline double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v.at(v.size() / 2);
}

} // namespace shadowbox::bench
