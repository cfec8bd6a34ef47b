#include "core/ReviewRecords.h"

namespace shadowbox {

QString reviewVerdictName(ReviewVerdict verdict)
{
    switch (verdict) {
    case ReviewVerdict::Undecided:
        return QStringLiteral("undecided");
    case ReviewVerdict::Approved:
        return QStringLiteral("approved");
    case ReviewVerdict::Rejected:
        return QStringLiteral("rejected");
    }
    return {};
}

std::optional<ReviewVerdict> reviewVerdictFromName(const QString &name)
{
    for (ReviewVerdict v : {ReviewVerdict::Undecided, ReviewVerdict::Approved, ReviewVerdict::Rejected})
        if (reviewVerdictName(v) == name)
            return v;
    return std::nullopt;
}

QString reviewStateName(ReviewRecord::State state)
{
    switch (state) {
    case ReviewRecord::State::Open:
        return QStringLiteral("open");
    case ReviewRecord::State::Applied:
        return QStringLiteral("applied");
    case ReviewRecord::State::Discarded:
        return QStringLiteral("discarded");
    }
    return {};
}

std::optional<ReviewRecord::State> reviewStateFromName(const QString &name)
{
    for (auto s : {ReviewRecord::State::Open, ReviewRecord::State::Applied, ReviewRecord::State::Discarded})
        if (reviewStateName(s) == name)
            return s;
    return std::nullopt;
}

} // namespace shadowbox
