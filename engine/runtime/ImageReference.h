#pragma once

#include <QCoreApplication>
#include <QString>

namespace shadowbox {

// Image references as the engines and registries read them (the distribution project's grammar):
// [registry[:port]/]path[:tag][@algorithm:hex], with a lowercase path. Checked before anything is
// asked of the engine, so that a typo is a usage error with a sentence rather than an engine's
// "invalid reference format" (Podman answers that with HTTP 500, Docker with 400).
class ImageReference {
    Q_DECLARE_TR_FUNCTIONS(ImageReference)
public:
    // Empty when `reference` is a valid image reference, otherwise why it is not and what one
    // looks like.
    static QString problem(const QString &reference);
};

} // namespace shadowbox
