#include "sandbox/SandboxDetailsPanel.h"

#include "core/Formatting.h"

#include "common/StateAppearance.h"

#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace shadowbox {

namespace {
QFormLayout *makeForm(QGroupBox *box)
{
    auto *form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignTop);
    form->setHorizontalSpacing(10);
    form->setVerticalSpacing(4);
    return form;
}
} // namespace

SandboxDetailsPanel::SandboxDetailsPanel(QWidget *parent)
    : QWidget(parent)
    , m_stack(new QStackedWidget(this))
    , m_title(new QLabel(this))
{
    auto *empty = new QLabel(tr("Select a sandbox to see its details, or create one with New Sandbox (Ctrl+N)."));
    empty->setAlignment(Qt::AlignCenter);
    empty->setWordWrap(true);
    empty->setEnabled(false);
    empty->setObjectName(QStringLiteral("emptyHint"));

    auto *page = new QWidget;
    auto *pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_title->setObjectName(QStringLiteral("titleValue"));
    pageLayout->addWidget(m_title);

    auto *sandbox = new QGroupBox(tr("Sandbox"));
    QFormLayout *form = makeForm(sandbox);
    addField(form, tr("State:"), QStringLiteral("stateValue"));
    addField(form, tr("Engine:"), QStringLiteral("engineValue"));
    addField(form, tr("Image:"), QStringLiteral("imageValue"));
    addField(form, tr("Network:"), QStringLiteral("networkValue"));
    addField(form, tr("Root inside:"), QStringLiteral("userNamespaceValue"));
    addField(form, tr("Created:"), QStringLiteral("createdValue"));
    addField(form, tr("Container:"), QStringLiteral("containerValue"));
    m_sandboxForm = form;
    QLabel *previews = addField(form, tr("Previews:"), QStringLiteral("previewsValue"));
    previews->setTextFormat(Qt::RichText);
    previews->setTextInteractionFlags(Qt::TextBrowserInteraction);
    previews->setOpenExternalLinks(true);
    form->setRowVisible(previews, false);

    auto *source = new QGroupBox(tr("Source"));
    form = makeForm(source);
    m_sourceForm = form;
    addField(form, tr("Forked from:"), QStringLiteral("forkedFromValue"));
    addField(form, tr("Repository:"), QStringLiteral("repositoryValue"));
    addField(form, tr("Baseline:"), QStringLiteral("baselineValue"));
    addField(form, tr("Workspace:"), QStringLiteral("workspaceValue"));
    addField(form, tr("Files copied:"), QStringLiteral("filesValue"));

    auto *limits = new QGroupBox(tr("Limits"));
    form = makeForm(limits);
    addField(form, tr("Memory:"), QStringLiteral("memoryValue"));
    addField(form, tr("CPUs:"), QStringLiteral("cpusValue"));
    addField(form, tr("Processes:"), QStringLiteral("pidsValue"));
    addField(form, tr("Stop timeout:"), QStringLiteral("stopTimeoutValue"));
    addField(form, tr("Workspace:"), QStringLiteral("workspaceLimitValue"));

    auto *timings = new QGroupBox(tr("Creation steps"));
    form = makeForm(timings);
    m_stepsForm = form;
    for (const QString &step : kSteps)
        addField(form, stepLabel(step), step + QStringLiteral("StepValue"));

    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(10);
    grid->addWidget(sandbox, 0, 0);
    grid->addWidget(limits, 0, 1);
    grid->addWidget(source, 1, 0);
    grid->addWidget(timings, 1, 1);
    grid->setColumnStretch(0, 3);
    grid->setColumnStretch(1, 2);
    pageLayout->addLayout(grid);

    auto *errorBox = new QGroupBox(tr("Last error"));
    errorBox->setObjectName(QStringLiteral("lastErrorBox"));
    auto *errorLayout = new QVBoxLayout(errorBox);
    auto *error = new QLabel;
    error->setWordWrap(true);
    error->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    error->setObjectName(QStringLiteral("lastErrorValue"));
    error->setStyleSheet(QStringLiteral("color: %1;").arg(stateColor(SandboxState::Failed).name()));
    errorLayout->addWidget(error);
    m_fields.insert(error->objectName(), error);
    pageLayout->addWidget(errorBox);
    pageLayout->addStretch(1);

    auto *scroll = new QScrollArea;
    scroll->setWidget(page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);

    m_stack->addWidget(empty);
    m_stack->addWidget(scroll);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
    setRecord(std::nullopt);
}

void SandboxDetailsPanel::setPreviews(const QList<QPair<quint16, QUrl>> &previews)
{
    QStringList lines;
    for (const auto &[port, url] : previews) {
        const QString address = url.toString().toHtmlEscaped();
        lines << tr("port %1 at <a href=\"%2\">%2</a>").arg(port).arg(address);
    }
    QLabel *value = m_fields.value(QStringLiteral("previewsValue"));
    value->setText(lines.join(QStringLiteral("<br>")));
    m_sandboxForm->setRowVisible(value, !lines.isEmpty());
}

QLabel *SandboxDetailsPanel::addField(QFormLayout *form, const QString &label, const QString &objectName)
{
    auto *value = new QLabel;
    value->setObjectName(objectName);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    value->setWordWrap(true);
    value->setMinimumWidth(60);
    value->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    form->addRow(label, value);
    m_fields.insert(objectName, value);
    return value;
}

QString SandboxDetailsPanel::stepLabel(const QString &step)
{
    if (step == QLatin1String("scan"))
        return tr("Scan repository:");
    if (step == QLatin1String("image"))
        return tr("Check image:");
    if (step == QLatin1String("copy"))
        return tr("Copy files:");
    if (step == QLatin1String("history"))
        return tr("Copy history:");
    if (step == QLatin1String("baseline"))
        return tr("Record baseline:");
    if (step == QLatin1String("network"))
        return tr("Create network:");
    if (step == QLatin1String("owner"))
        return tr("Give to its root:");
    if (step == QLatin1String("gateway"))
        return tr("Start gateway:");
    if (step == QLatin1String("container"))
        return tr("Create container:");
    if (step == QLatin1String("start"))
        return tr("Start container:");
    if (step == QLatin1String("mocks"))
        return tr("Load mocks:");
    if (step == QLatin1String("snapshot"))
        return tr("First snapshot:");
    if (step == QLatin1String("total"))
        return tr("Total:");
    return step + u':';
}

void SandboxDetailsPanel::setStateNote(const QString &note)
{
    if (note == m_stateNote)
        return;
    m_stateNote = note;
    setRecord(m_record);
}

QString SandboxDetailsPanel::fieldText(const QString &field) const
{
    if (field == m_title->objectName())
        return m_title->text();
    const QLabel *label = m_fields.value(field);
    return label ? label->text() : QString();
}

void SandboxDetailsPanel::setRecord(const std::optional<SandboxRecord> &record)
{
    m_record = record;
    if (!record) {
        m_stack->setCurrentIndex(0);
        return;
    }
    const SandboxRecord &r = *record;
    const QLocale locale;
    auto set = [this](const QString &field, const QString &text) { m_fields.value(field)->setText(text); };
    const QString none = tr("—");

    m_title->setText(r.name);
    m_title->setToolTip(tr("Sandbox id %1").arg(r.id));
    QString state = QStringLiteral("<span style=\"color:%1\">●</span> %2")
                        .arg(stateColor(r.state).name(), stateLabel(r.state).toHtmlEscaped());
    if (!m_stateNote.isEmpty())
        state += QStringLiteral(" <i>(%1)</i>").arg(m_stateNote.toHtmlEscaped());
    set(QStringLiteral("stateValue"), state);
    m_fields.value(QStringLiteral("stateValue"))->setTextFormat(Qt::RichText);
    set(QStringLiteral("engineValue"), r.engineKind.isEmpty() ? none
                                       : r.engineEndpoint.isEmpty()
                                           ? tr("%1 %2").arg(r.engineKind, r.engineVersion)
                                           : tr("%1 %2 · %3").arg(r.engineKind, r.engineVersion, r.engineEndpoint));
    set(QStringLiteral("imageValue"), r.image);
    set(QStringLiteral("networkValue"), networkDescription(r));
    set(QStringLiteral("userNamespaceValue"), userNamespaceDescription(r.userNamespace));
    set(QStringLiteral("createdValue"), Format::time(r.createdAt));
    set(QStringLiteral("containerValue"),
        r.containerId.isEmpty() ? none : tr("%1 (%2)").arg(r.containerName(), r.containerId.left(12)));

    // A fork: the sandbox and snapshot it was made from; its baseline below is that sandbox's.
    QLabel *forked = m_fields.value(QStringLiteral("forkedFromValue"));
    m_sourceForm->setRowVisible(forked, r.isFork());
    set(QStringLiteral("forkedFromValue"),
        r.isFork() ? tr("Snapshot %1 of \"%2\"").arg(r.forkedFromSnapshot).arg(r.forkedFromName) : QString());
    forked->setToolTip(r.isFork() ? tr("Sandbox id %1").arg(r.forkedFrom) : QString());
    set(QStringLiteral("repositoryValue"), r.repository);
    QString baseline = r.baselineCommit.isEmpty() ? tr("no commit") : r.baselineCommit.left(10);
    QStringList changes;
    if (r.baselineModified > 0)
        changes << tr("%n uncommitted", nullptr, r.baselineModified);
    if (r.baselineUntracked > 0)
        changes << tr("%n untracked", nullptr, r.baselineUntracked);
    if (!changes.isEmpty())
        baseline += tr(" + %1").arg(changes.join(tr(", ")));
    set(QStringLiteral("baselineValue"), baseline);
    m_fields.value(QStringLiteral("baselineValue"))->setToolTip(r.baselineCommit);
    set(QStringLiteral("workspaceValue"), r.workspace);
    set(QStringLiteral("filesValue"), tr("%1 · %2").arg(locale.toString(r.fileCount), Format::bytes(r.byteCount)));

    set(QStringLiteral("memoryValue"),
        r.limits.memoryBytes <= 0 ? Format::memory(r.limits.memoryBytes)
        : r.limits.swapBytes > 0
            ? tr("%1 + %2 swap").arg(Format::memory(r.limits.memoryBytes), Format::memory(r.limits.swapBytes))
            : tr("%1, no swap").arg(Format::memory(r.limits.memoryBytes)));
    set(QStringLiteral("cpusValue"), r.limits.cpus > 0 ? locale.toString(r.limits.cpus, 'g', 4) : tr("unlimited"));
    set(QStringLiteral("pidsValue"), r.limits.pids > 0 ? locale.toString(r.limits.pids) : tr("unlimited"));
    set(QStringLiteral("stopTimeoutValue"), tr("%1 s").arg(r.limits.stopTimeoutSeconds));
    set(QStringLiteral("workspaceLimitValue"),
        r.limits.workspaceBytes > 0 ? tr("up to %1 on the disk").arg(Format::memory(r.limits.workspaceBytes))
                                    : tr("no limit (made before workspace limits)"));

    // A fork's image step copies the snapshot's image for it rather than checking the one chosen.
    if (auto *imageLabel =
            qobject_cast<QLabel *>(m_stepsForm->labelForField(m_fields.value(QStringLiteral("imageStepValue")))))
        imageLabel->setText(r.isFork() ? tr("Prepare image:") : stepLabel(QStringLiteral("image")));
    for (const QString &step : kSteps) {
        QString text = none;
        for (const StepTiming &t : r.steps) {
            if (t.step != step)
                continue;
            text = !t.ok                ? tr("failed after %1: %2").arg(Format::duration(t.durationMs), t.detail)
                   : t.detail.isEmpty() ? Format::duration(t.durationMs)
                                        : tr("%1 — %2").arg(Format::duration(t.durationMs), t.detail);
        }
        QLabel *label = m_fields.value(step + QStringLiteral("StepValue"));
        label->setText(text);
        if (step == QLatin1String("total")) {
            QFont bold = label->font();
            bold.setBold(true);
            label->setFont(bold);
        }
    }

    set(QStringLiteral("lastErrorValue"), r.lastError);
    findChild<QWidget *>(QStringLiteral("lastErrorBox"))->setVisible(!r.lastError.isEmpty());
    m_stack->setCurrentIndex(1);
}

} // namespace shadowbox
