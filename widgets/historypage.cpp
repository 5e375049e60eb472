#include "historypage.h"

#include "deploymentdialog.h"
#include "historycontroller.h"
#include "historystore.h"
#include "importpreviewdialog.h"
#include "importsummarydialog.h"
#include "messagebanner.h"
#include "plannerdocument.h"
#include "runstablemodel.h"
#include "theme.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDateEdit>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QHelpEvent>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPolygonF>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QStyle>
#include <QStyleOptionHeaderV2>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QToolTip>

#include <QTimer>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>
#include <algorithm>

#include <cmath>

namespace moeplan::widgets {

namespace {

constexpr int kDetailsFieldColumn = 0;

QString optionalText(const std::optional<double> &v, const QString &unit = {})
{
    if (!v || !std::isfinite(*v))
        return HistoryPage::tr("not reported");
    const QString n = QLocale().toString(*v, 'g', 6);
    return unit.isEmpty() ? n : HistoryPage::tr("%1 %2").arg(n, unit);
}

QString intText(int v, const QString &unit = {})
{
    if (v == 0)
        return HistoryPage::tr("not reported");
    const QString n = QLocale().toString(v);
    return unit.isEmpty() ? n : HistoryPage::tr("%1 %2").arg(n, unit);
}

QString textOr(const QString &v)
{
    return v.isEmpty() ? HistoryPage::tr("not reported") : v;
}

/// Every stored field of a run, labelled, with units.
QVector<QPair<QString, QString>> runFields(const core::RunRecord &r)
{
    using P = QPair<QString, QString>;
    const QString ms = HistoryPage::tr("ms");
    const QString tokS = HistoryPage::tr("tokens/s");
    QVector<P> f{
        {HistoryPage::tr("Run id"), QString::number(r.id)},
        {HistoryPage::tr("Source file"), textOr(r.sourceFile)},
        {HistoryPage::tr("Measured at"), textOr(r.measuredAt)},
        {HistoryPage::tr("Reference data"),
         r.isReference ? HistoryPage::tr("yes") : HistoryPage::tr("no")},
        {HistoryPage::tr("Model"), r.model},
        {HistoryPage::tr("Precision"), textOr(r.precision)},
        {HistoryPage::tr("Engine"), r.engine},
        {HistoryPage::tr("Engine version"), textOr(r.engineVersion)},
        {HistoryPage::tr("GPU kind"), r.gpu},
        {HistoryPage::tr("GPUs"), intText(r.gpus)},
        {HistoryPage::tr("Topology"), r.topology},
        {HistoryPage::tr("Nodes"), intText(r.nodes)},
        {HistoryPage::tr("Plan"), core::RunsTableModel::planText(r)},
        {HistoryPage::tr("Tensor parallel (attention)"), intText(r.tp)},
        {HistoryPage::tr("Expert parallel"), intText(r.ep)},
        {HistoryPage::tr("Data parallel (attention)"), intText(r.attnDp)},
        {HistoryPage::tr("Pipeline parallel"), intText(r.pp)},
        {HistoryPage::tr("Serving"), r.serving},
    };
    if (r.serving == QLatin1String("disagg")) {
        f += {{HistoryPage::tr("Prefill workers"), intText(r.prefillWorkers)},
              {HistoryPage::tr("Prefill TP / EP / DP"),
               HistoryPage::tr("%1 / %2 / %3").arg(r.prefillTp).arg(r.prefillEp).arg(r.prefillDp)},
              {HistoryPage::tr("Decode workers"), intText(r.decodeWorkers)},
              {HistoryPage::tr("Decode TP / EP / DP"),
               HistoryPage::tr("%1 / %2 / %3").arg(r.decodeTp).arg(r.decodeEp).arg(r.decodeDp)}};
    }
    f += {
        {HistoryPage::tr("Concurrency (configured)"), optionalText(r.concurrencyConfigured)},
        {HistoryPage::tr("Concurrency (achieved)"), optionalText(r.concurrencyAchieved)},
        {HistoryPage::tr("Batch per rank"), optionalText(r.batchPerRank)},
        {HistoryPage::tr("Input length (ISL)"), intText(r.isl, HistoryPage::tr("tokens"))},
        {HistoryPage::tr("Output length (OSL)"), intText(r.osl, HistoryPage::tr("tokens"))},
        {HistoryPage::tr("Drafter"), textOr(r.drafterKind)},
        {HistoryPage::tr("Draft tokens"), intText(r.draftTokens)},
        {HistoryPage::tr("Acceptance length"), optionalText(r.acceptanceLength)},
        {HistoryPage::tr("TPOT mean"), optionalText(r.tpotMeanMs, ms)},
        {HistoryPage::tr("TPOT median"), optionalText(r.tpotMedianMs, ms)},
        {HistoryPage::tr("TPOT p99"), optionalText(r.tpotP99Ms, ms)},
        {HistoryPage::tr("ITL mean"), optionalText(r.itlMeanMs, ms)},
        {HistoryPage::tr("TTFT mean"), optionalText(r.ttftMeanMs, ms)},
        {HistoryPage::tr("TTFT median"), optionalText(r.ttftMedianMs, ms)},
        {HistoryPage::tr("TTFT p99"), optionalText(r.ttftP99Ms, ms)},
        {HistoryPage::tr("End-to-end mean"), optionalText(r.e2eMeanMs, ms)},
        {HistoryPage::tr("Output throughput"), optionalText(r.outputTokS, tokS)},
        {HistoryPage::tr("Total throughput"), optionalText(r.totalTokS, tokS)},
        {HistoryPage::tr("Requests"), optionalText(r.requestsPerS, HistoryPage::tr("requests/s"))},
        {HistoryPage::tr("GPU utilisation"), optionalText(r.gpuUtil, HistoryPage::tr("(0..1)"))},
        {HistoryPage::tr("HBM bandwidth utilisation"),
         optionalText(r.hbmBwUtil, HistoryPage::tr("(0..1)"))},
        {HistoryPage::tr("Power per GPU"), optionalText(r.powerW, HistoryPage::tr("W"))},
        {HistoryPage::tr("Notes"), textOr(r.notes)},
    };
    return f;
}

/// A header whose labels wrap onto more lines when the section is narrower than the label
/// ("ISL / OSL" over "(tokens)"), so a column need only be as wide as its values and the
/// label's longest word. The sort indicator sits above the label, centred, not beside it: it
/// takes no width. Labels are bottom-aligned under it; the height follows the tallest.
class WrappingHeader final : public QHeaderView
{
public:
    explicit WrappingHeader(QWidget *parent) : QHeaderView(Qt::Horizontal, parent) {}

    /// Shows `label` instead of the model's header text (an abbreviation of a label longer
    /// than the column's values); the model's text leads the section's tooltip.
    void setShortLabel(int logicalIndex, const QString &label) { m_short[logicalIndex] = label; }

    /// The narrowest width at which the section's label wraps without clipping a word.
    int minimumWidthOf(int logicalIndex) const
    {
        int word = 0;
        for (const QString &w : labelOf(logicalIndex).split(QLatin1Char(' '), Qt::SkipEmptyParts))
            word = std::max(word, fontMetrics().horizontalAdvance(w));
        return word + 2 * margin() + 4;
    }

protected:
    void initStyleOptionForIndex(QStyleOptionHeader *option, int logicalIndex) const override
    {
        QHeaderView::initStyleOptionForIndex(option, logicalIndex);
        option->text = labelOf(logicalIndex);
        option->textAlignment = (option->textAlignment & Qt::AlignHorizontal_Mask) |
                                Qt::AlignBottom | Qt::Alignment(int(Qt::TextWordWrap));
        option->sortIndicator = QStyleOptionHeader::None; // drawn above the label instead
        if (auto *v2 = qstyleoption_cast<QStyleOptionHeaderV2 *>(option))
            v2->textElideMode = Qt::ElideNone; // wrapped, not elided
    }

    void paintSection(QPainter *painter, const QRect &rect, int logicalIndex) const override
    {
        QHeaderView::paintSection(painter, rect, logicalIndex);
        if (!isSortIndicatorShown() || sortIndicatorSection() != logicalIndex || !rect.isValid())
            return;
        // A small triangle centred above the label, pointing as the style's own indicator
        // would (Qt: ascending is SortDown).
        const bool up = sortIndicatorOrder() == Qt::DescendingOrder;
        const int h = arrowHeight() - 3;
        const QPointF c(rect.center().x() + 0.5, rect.top() + 2 + h / 2.0);
        QPolygonF triangle;
        if (up)
            triangle << QPointF(c.x() - h, c.y() + h / 2.0) << QPointF(c.x() + h, c.y() + h / 2.0)
                     << QPointF(c.x(), c.y() - h / 2.0);
        else
            triangle << QPointF(c.x() - h, c.y() - h / 2.0) << QPointF(c.x() + h, c.y() - h / 2.0)
                     << QPointF(c.x(), c.y() + h / 2.0);
        QColor colour = palette().color(QPalette::ButtonText);
        colour.setAlpha(180);
        painter->save();
        painter->setClipRect(rect); // the base leaves the painter clipped to nothing
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
        painter->setBrush(colour);
        painter->drawPolygon(triangle);
        painter->restore();
    }

    QSize sectionSizeFromContents(int logicalIndex) const override
    {
        QSize size = QHeaderView::sectionSizeFromContents(logicalIndex);
        const int room = std::max(1, sectionSize(logicalIndex) - 2 * margin());
        const QRect wrapped = fontMetrics().boundingRect(QRect(0, 0, room, 1 << 16),
                                                         Qt::TextWordWrap, labelOf(logicalIndex));
        size.setHeight(std::max(size.height(), wrapped.height() + 2 * margin() + arrowHeight()));
        return size;
    }

    bool viewportEvent(QEvent *event) override
    {
        if (event->type() == QEvent::ToolTip && model()) {
            auto *help = static_cast<QHelpEvent *>(event);
            const int section = logicalIndexAt(help->pos());
            if (m_short.contains(section)) {
                const QString full = model()->headerData(section, orientation()).toString();
                const QString tip =
                    model()->headerData(section, orientation(), Qt::ToolTipRole).toString();
                QToolTip::showText(help->globalPos(),
                                   tip.isEmpty() ? full : HistoryPage::tr("%1: %2").arg(full, tip),
                                   this);
                return true;
            }
        }
        return QHeaderView::viewportEvent(event);
    }

private:
    QString labelOf(int logicalIndex) const
    {
        if (const auto it = m_short.constFind(logicalIndex); it != m_short.constEnd())
            return *it;
        return model() ? model()->headerData(logicalIndex, orientation()).toString() : QString();
    }
    int margin() const { return style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, this); }
    /// The band above the labels that holds the sort indicator.
    int arrowHeight() const { return std::max(7, fontMetrics().height() / 2); }

    QHash<int, QString> m_short;
};

/// The history table's cells: elided for lack of room, they show their whole text as the
/// tooltip (before what the model says of the cell, if anything); reference runs are checked.
class RunsDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        // Reference data: a check mark under "Ref.", not the word in every bundled row.
        if (index.column() == core::RunsTableModel::Reference && !option->text.isEmpty()) {
            option->text = QStringLiteral("\u2713");
            option->displayAlignment = Qt::AlignCenter;
        }
    }

public:
    bool helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
                   const QModelIndex &index) override
    {
        if (event && event->type() == QEvent::ToolTip && index.isValid()) {
            QStyleOptionViewItem opt = option;
            initStyleOption(&opt, index);
            const QWidget *widget = opt.widget ? opt.widget : view;
            const QStyle *style = widget ? widget->style() : QApplication::style();
            const QRect text = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, widget);
            const int margin =
                style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
            if (opt.fontMetrics.horizontalAdvance(opt.text) > text.width() - 2 * margin) {
                const QString own = index.data(Qt::ToolTipRole).toString();
                QToolTip::showText(event->globalPos(),
                                   own.isEmpty() || own == opt.text
                                       ? opt.text
                                       : opt.text + QLatin1Char('\n') + own,
                                   view, option.rect);
                return true;
            }
        }
        return QStyledItemDelegate::helpEvent(event, view, option, index);
    }
};

QDateEdit *dateEdit(const QString &tooltip)
{
    auto *d = new QDateEdit;
    d->setCalendarPopup(true);
    d->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    d->setMinimumDate(QDate(1970, 1, 1));
    d->setSpecialValueText(HistoryPage::tr("Any"));
    d->setDate(d->minimumDate());
    d->setToolTip(tooltip);
    return d;
}

QDate dateOf(const QDateEdit *d)
{
    return d->date() == d->minimumDate() ? QDate() : d->date();
}

} // namespace

HistoryPage::HistoryPage(core::PlannerDocument *doc, core::HistoryController *history,
                         QWidget *parent)
    : QWidget(parent), m_doc(doc), m_history(history),
      m_model(new core::RunsTableModel(history->store(), this)), m_job(new core::ImportJob(this))
{
    m_model->setCatalog(&doc->catalog());
    // A model or GPU kind added to the catalog: its runs lose the "(not in catalog)" mark.
    connect(doc, &core::PlannerDocument::catalogChanged, m_model, [this] {
        const int rows = m_model->rowCount();
        if (rows > 0)
            emit m_model->dataChanged(m_model->index(0, 0),
                                      m_model->index(rows - 1, m_model->columnCount() - 1));
    });
    setObjectName(QStringLiteral("historyPage"));
    setAcceptDrops(true);
    buildUi();

    connect(m_model, &core::RunsTableModel::errorOccurred, m_banner, &MessageBanner::showMessage);
    // The history's changes and their undo steps (core::HistoryController).
    connect(m_history, &core::HistoryController::notesChanged, this, &HistoryPage::onNotesChanged);
    connect(m_history, &core::HistoryController::runsChanged, this, &HistoryPage::onRunsChanged);
    connect(m_history, &core::HistoryController::runsRestored, this,
            [this](const QVector<qint64> &ids) {
                if (!ids.isEmpty())
                    showRun(ids.constFirst());
            });
    connect(m_history, &core::HistoryController::failed, m_banner,
            [this](const QString &message) { m_banner->showMessage(message); });
    connect(m_model, &QAbstractItemModel::modelReset, this, &HistoryPage::updateDetails);
    connect(m_model, &QAbstractItemModel::modelReset, this,
            [this] { m_count->setText(tr("%n run(s)", nullptr, m_model->totalCount())); });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &HistoryPage::updateDetails);
    connect(m_job, &core::ImportJob::progress, this, &HistoryPage::onImportProgress);
    connect(m_job, &core::ImportJob::finished, this, &HistoryPage::onImportFinished);

    refillFilterChoices();
    m_view->sortByColumn(core::RunsTableModel::MeasuredAt, Qt::DescendingOrder); // queries
    if (m_model->rowCount() > 0)
        m_view->selectRow(0); // the details pane starts with the newest run
    applyColours();
}

HistoryPage::~HistoryPage() = default;

void HistoryPage::buildUi()
{
    m_banner = new MessageBanner;

    m_modelFilter = new QComboBox;
    m_modelFilter->setToolTip(tr("Show only the runs of this model"));
    m_gpuFilter = new QComboBox;
    m_gpuFilter->setToolTip(tr("Show only the runs on this GPU kind"));
    m_engineFilter = new QComboBox;
    m_engineFilter->setToolTip(tr("Show only the runs of this engine"));
    m_from = dateEdit(tr("Show only runs measured on or after this day (\"Any\": no limit)"));
    m_to = dateEdit(tr("Show only runs measured on or before this day (\"Any\": no limit)"));
    m_search = new QLineEdit;
    m_search->setObjectName(QStringLiteral("searchEdit"));
    m_search->setClearButtonEnabled(true);
    m_search->setPlaceholderText(tr("Notes or source file"));
    m_search->setToolTip(tr("Show only runs whose notes or source file name contain this text"));
    m_searchTimer = new QTimer(this);
    m_searchTimer->setSingleShot(true);
    m_searchTimer->setInterval(250);
    m_count = new QLabel;
    m_count->setToolTip(tr("Runs that match the filters"));

    auto *filters = new QHBoxLayout;
    auto addFilter = [&](const QString &label, QWidget *w) {
        auto *l = new QLabel(label);
        l->setBuddy(w);
        filters->addWidget(l);
        filters->addWidget(w);
    };
    addFilter(tr("&Model:"), m_modelFilter);
    addFilter(tr("&GPU:"), m_gpuFilter);
    addFilter(tr("E&ngine:"), m_engineFilter);
    addFilter(tr("F&rom:"), m_from);
    addFilter(tr("&To:"), m_to);
    addFilter(tr("Se&arch:"), m_search);
    filters->addWidget(m_count);

    m_importAction = new QAction(tr("&Import…"), this);
    m_importAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    m_importAction->setShortcutContext(Qt::WindowShortcut);
    m_importAction->setToolTip(tr("Import benchmark result files or history databases (Ctrl+I)"));
    m_importAction->setStatusTip(m_importAction->toolTip());
    addAction(m_importAction);
    connect(m_importAction, &QAction::triggered, this, &HistoryPage::chooseFilesToImport);
    m_importFolderAction = new QAction(tr("Import &Folder…"), this);
    m_importFolderAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    m_importFolderAction->setShortcutContext(Qt::WindowShortcut);
    m_importFolderAction->setToolTip(
        tr("Import every benchmark result in a folder and its subfolders (Ctrl+Shift+I)"));
    m_importFolderAction->setStatusTip(m_importFolderAction->toolTip());
    addAction(m_importFolderAction);
    connect(m_importFolderAction, &QAction::triggered, this, &HistoryPage::chooseFolderToImport);

    m_deleteAction = new QAction(tr("Dele&te"), this);
    m_deleteAction->setShortcut(QKeySequence::Delete);
    m_deleteAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_deleteAction->setToolTip(tr("Delete the selected runs from the history (Delete)"));
    m_deleteAction->setEnabled(false);
    connect(m_deleteAction, &QAction::triggered, this, &HistoryPage::deleteSelected);

    m_importButton = new QPushButton(m_importAction->text());
    m_importButton->setToolTip(m_importAction->toolTip());
    connect(m_importButton, &QPushButton::clicked, m_importAction, &QAction::trigger);
    m_deleteButton = new QPushButton(m_deleteAction->text());
    m_deleteButton->setObjectName(QStringLiteral("deleteButton"));
    m_deleteButton->setToolTip(m_deleteAction->toolTip());
    m_deleteButton->setEnabled(false);
    connect(m_deleteButton, &QPushButton::clicked, m_deleteAction, &QAction::trigger);
    connect(m_deleteAction, &QAction::enabledChanged, m_deleteButton, &QWidget::setEnabled);

    m_progress = new QProgressBar;
    m_progress->setToolTip(tr("Files imported so far"));
    m_progressLabel = new QLabel;
    m_cancelButton = new QPushButton(tr("&Cancel import"));
    m_cancelButton->setToolTip(tr("Stop after the file being imported"));
    connect(m_cancelButton, &QPushButton::clicked, this, &HistoryPage::cancelImport);
    m_progressRow = new QWidget;
    auto *progressLayout = new QHBoxLayout(m_progressRow);
    progressLayout->setContentsMargins(0, 0, 0, 0);
    progressLayout->addWidget(m_progressLabel, 1);
    progressLayout->addWidget(m_progress, 1);
    progressLayout->addWidget(m_cancelButton);
    m_progressRow->setVisible(false);

    auto *actions = new QHBoxLayout;
    actions->addWidget(m_importButton);
    actions->addWidget(m_deleteButton);
    actions->addWidget(m_progressRow, 1);
    actions->addStretch();

    m_view = new QTableView;
    m_view->setObjectName(QStringLiteral("runsView"));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->setVisible(false);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6); // compact rows
    // Every column in view at 1400 px with the details beside the table: headers wrap onto
    // two lines, each column is as wide as a typical value or the header's longest word,
    // longer values are elided (ElideRight) with the full text as the tooltip, and the notes
    // take what is left.
    auto *header = new WrappingHeader(m_view);
    m_view->setHorizontalHeader(header);
    header->setSectionsClickable(true);
    header->setHighlightSections(false);
    m_view->setModel(m_model);
    m_view->setSortingEnabled(true); // after the header is set: it connects the header's clicks
    m_view->setItemDelegate(new RunsDelegate(m_view));
    m_view->setTextElideMode(Qt::ElideRight);
    header->setStretchLastSection(true); // the notes
    header->setSectionResizeMode(QHeaderView::Interactive);
    {
        const QFontMetrics fm = fontMetrics();
        // Typical values, not every lazily fetched row; a longer one is elided.
        const QString typical[core::RunsTableModel::ColumnCount] = {
            QStringLiteral("2026-04-22 10:00"),
            QStringLiteral("gpt-oss-120b"),
            QStringLiteral("fp8"),
            QStringLiteral("trtllm 1.0.0"),
            QStringLiteral("gb200"),
            QStringLiteral("≥ 128"),
            QStringLiteral("hgx-ib"),
            QStringLiteral("TP-8 · EP-8 · DP-8"),
            QStringLiteral("2,048"),
            QStringLiteral("8,192 / 1,024"),
            QStringLiteral("12.34"),
            QStringLiteral("12,345"),
            QStringLiteral("123,456"),
            QStringLiteral("\u2713"),
            QStringLiteral("results.json"),
            QStringLiteral("Notes")};
        // The delegate's text margins, and two pixels.
        const int cellPadding =
            2 * (m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_view) + 1) +
            2;
        header->setShortLabel(core::RunsTableModel::Concurrency, tr("Conc."));
        header->setShortLabel(core::RunsTableModel::Reference, tr("Ref."));
        for (int c = 0; c < core::RunsTableModel::ColumnCount; ++c)
            m_view->setColumnWidth(c, std::max(fm.horizontalAdvance(typical[c]) + cellPadding,
                                               header->minimumWidthOf(c)));
    }
    m_view->setToolTip(tr("The measured runs; click a header to sort, Delete removes the "
                          "selected runs"));
    m_view->addAction(m_deleteAction);

    m_details = new QTreeWidget;
    m_details->setObjectName(QStringLiteral("runDetails"));
    m_details->setColumnCount(2);
    m_details->setHeaderLabels({tr("Field"), tr("Value")});
    m_details->setRootIsDecorated(false);
    m_details->setToolTip(tr("Every stored field of the selected run, with units"));
    m_details->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);

    m_notes = new QPlainTextEdit;
    m_notes->setObjectName(QStringLiteral("notesEdit"));
    m_notes->setToolTip(tr("Notes of the selected run; Save stores them (undoable)"));
    m_notes->setTabChangesFocus(true);
    m_notes->setEnabled(false);
    m_saveNotes = new QPushButton(tr("&Save notes"));
    m_saveNotes->setObjectName(QStringLiteral("saveNotesButton"));
    m_saveNotes->setToolTip(tr("Store the notes of the selected run (undoable)"));
    m_saveNotes->setEnabled(false);
    connect(m_saveNotes, &QPushButton::clicked, this, &HistoryPage::saveNotes);
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] {
        const QVector<qint64> ids = selectedRunIds();
        const std::optional<core::RunRecord> r =
            ids.size() == 1 ? m_model->run(m_model->rowOfRun(ids.constFirst())) : std::nullopt;
        m_saveNotes->setEnabled(r && m_notes->toPlainText() != r->notes);
    });

    auto *side = new QWidget;
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_details, 3);
    auto *notesLabel = new QLabel(tr("N&otes:"));
    notesLabel->setBuddy(m_notes);
    sideLayout->addWidget(notesLabel);
    sideLayout->addWidget(m_notes, 1);
    sideLayout->addWidget(m_saveNotes, 0, Qt::AlignRight);

    // The details pane as wide as its field names and a typical value (longer ones are
    // elided, the whole value in the tooltip): the table keeps the rest (at 1400 px, all its
    // columns), and a wider window widens the table.
    const QFontMetrics fm = fontMetrics();
    int fieldWidth = 0;
    for (const QString &field : {tr("Tensor parallel (attention)"), tr("HBM bandwidth utilisation"),
                                 tr("Concurrency (configured)")})
        fieldWidth = std::max(fieldWidth, fm.horizontalAdvance(field));
    const int detailsWidth = fieldWidth + fm.horizontalAdvance(QStringLiteral("413.6 tokens/s")) +
                             4 * fm.averageCharWidth() +
                             m_details->verticalScrollBar()->sizeHint().width();
    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->setObjectName(QStringLiteral("historySplitter"));
    splitter->addWidget(m_view);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 0);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({4 * detailsWidth, detailsWidth});

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addLayout(filters);
    layout->addLayout(actions);
    layout->addWidget(splitter, 1);

    for (QComboBox *c : {m_modelFilter, m_gpuFilter, m_engineFilter})
        connect(c, &QComboBox::currentIndexChanged, this, [this] {
            if (!m_filling)
                applyFilters();
        });
    connect(m_from, &QDateEdit::dateChanged, this, &HistoryPage::applyFilters);
    connect(m_to, &QDateEdit::dateChanged, this, &HistoryPage::applyFilters);
    connect(m_search, &QLineEdit::textChanged, m_searchTimer, qOverload<>(&QTimer::start));
    connect(m_searchTimer, &QTimer::timeout, this, &HistoryPage::applyFilters);
}

void HistoryPage::refillFilterChoices()
{
    QString error;
    const core::RunFacets facets =
        m_history ? m_history->store()->facets(&error) : core::RunFacets{};
    if (!error.isEmpty())
        m_banner->showMessage(error);
    m_filling = true;
    const std::pair<QComboBox *, const QStringList *> combos[] = {
        {m_modelFilter, &facets.models},
        {m_gpuFilter, &facets.gpus},
        {m_engineFilter, &facets.engines}};
    bool lost = false;
    for (const auto &[combo, values] : combos) {
        const QString current = combo->currentData().toString();
        combo->clear();
        combo->addItem(tr("Any"), QString());
        for (const QString &v : *values)
            combo->addItem(v, v);
        const int i = combo->findData(current);
        combo->setCurrentIndex(std::max(i, 0));
        lost = lost || (i < 0 && !current.isEmpty());
    }
    m_filling = false;
    if (lost)
        applyFilters();
}

void HistoryPage::applyFilters()
{
    core::RunQuery q = m_model->query();
    q.model = m_modelFilter->currentData().toString();
    q.gpu = m_gpuFilter->currentData().toString();
    q.engine = m_engineFilter->currentData().toString();
    q.measuredFrom = dateOf(m_from);
    q.measuredTo = dateOf(m_to);
    q.text = m_search->text();
    m_model->setQuery(q);
}

void HistoryPage::reload()
{
    refillFilterChoices();
    refreshKeepingSelection();
}

void HistoryPage::refreshKeepingSelection()
{
    const QVector<qint64> selected = selectedRunIds();
    m_model->refresh();
    QItemSelection selection;
    int first = -1;
    for (const qint64 id : selected) {
        const int row = m_model->rowOfRun(id);
        if (row < 0 || row >= m_model->rowCount())
            continue; // not fetched: not worth fetching pages for
        selection.select(m_model->index(row, 0),
                         m_model->index(row, core::RunsTableModel::ColumnCount - 1));
        if (first < 0)
            first = row;
    }
    if (first >= 0) {
        m_view->selectionModel()->setCurrentIndex(m_model->index(first, 0),
                                                  QItemSelectionModel::NoUpdate);
        m_view->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    }
}

QVector<qint64> HistoryPage::selectedRunIds() const
{
    QVector<qint64> ids;
    for (const QModelIndex &i : m_view->selectionModel()->selectedRows())
        ids << m_model->runId(i.row());
    std::sort(ids.begin(), ids.end());
    return ids;
}

QString HistoryPage::message() const
{
    return m_banner->isHidden() ? QString() : m_banner->text();
}

void HistoryPage::updateDetails()
{
    const QVector<qint64> ids = selectedRunIds();
    m_deleteAction->setEnabled(!ids.isEmpty());
    m_details->clear();
    std::optional<core::RunRecord> r;
    if (ids.size() == 1)
        r = m_model->run(m_model->rowOfRun(ids.constFirst()));
    m_notes->setEnabled(bool(r));
    {
        const QSignalBlocker block(m_notes);
        m_notes->setPlainText(r ? r->notes : QString());
    }
    m_saveNotes->setEnabled(false);
    if (!r) {
        if (ids.size() > 1)
            new QTreeWidgetItem(m_details,
                                {tr("Selection"), tr("%n run(s)", nullptr, int(ids.size()))});
        applyColours();
        return;
    }
    for (const auto &[field, value] : runFields(*r)) {
        auto *item = new QTreeWidgetItem(m_details, {field, value});
        item->setToolTip(1, value);
    }
    applyColours();
}

void HistoryPage::saveNotes()
{
    const QVector<qint64> ids = selectedRunIds();
    if (ids.size() != 1)
        return;
    const std::optional<core::RunRecord> r = m_model->run(m_model->rowOfRun(ids.constFirst()));
    const QString after = m_notes->toPlainText();
    if (!r || after == r->notes)
        return;
    m_history->setNotes(r->id, after); // a failure reaches the banner through failed()
}

void HistoryPage::onNotesChanged(qint64 id)
{
    m_model->updateRun(id);
    if (selectedRunIds() == QVector<qint64>{id})
        updateDetails();
}

void HistoryPage::deleteSelected()
{
    const QVector<qint64> ids = selectedRunIds();
    if (ids.isEmpty())
        return;
    const auto answer = QMessageBox::question(
        this, tr("Delete runs"),
        tr("Delete %n run(s) from the history? Undo (Ctrl+Z) brings them back.", nullptr,
           int(ids.size())),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Yes)
        deleteRuns(ids);
}

bool HistoryPage::deleteRuns(const QVector<qint64> &ids)
{
    return m_history->deleteRuns(ids);
}

void HistoryPage::onRunsChanged()
{
    refillFilterChoices();
    refreshKeepingSelection();
    emit historyChanged();
}

void HistoryPage::showRun(qint64 id)
{
    int row = m_model->rowOfRun(id);
    if (row < 0) {
        // The filters hide it: show all runs (the order stays).
        m_filling = true;
        for (QComboBox *c : {m_modelFilter, m_gpuFilter, m_engineFilter})
            c->setCurrentIndex(0);
        for (QDateEdit *d : {m_from, m_to}) {
            const QSignalBlocker block(d);
            d->setDate(d->minimumDate());
        }
        {
            const QSignalBlocker block(m_search);
            m_search->clear();
        }
        m_filling = false;
        applyFilters();
        row = m_model->rowOfRun(id);
    }
    if (row < 0) {
        m_banner->showMessage(
            tr("%1: no run with id %2 in the history").arg(m_history->store()->path()).arg(id));
        return;
    }
    m_model->fetchTo(row);
    const QModelIndex index = m_model->index(row, 0);
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                         QItemSelectionModel::Rows);
    m_view->scrollTo(index, QAbstractItemView::PositionAtCenter);
}

// ---------------------------------------------------------------------------------------------
// Import

void HistoryPage::chooseFilesToImport()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Import benchmark results"), QString(),
        tr("Benchmark results and histories (*.json *.jsonl *.csv *.txt *.sqlite *.db);;All "
           "files (*)"));
    if (!paths.isEmpty())
        previewAndImport(paths);
}

void HistoryPage::chooseFolderToImport()
{
    const QString folder =
        QFileDialog::getExistingDirectory(this, tr("Import a folder of benchmark results"));
    if (!folder.isEmpty())
        previewAndImport({folder});
}

void HistoryPage::previewAndImport(const QStringList &inputs)
{
    if (inputs.isEmpty())
        return;
    if (!m_summaryEnabled) { // no dialogs (tests, scripted use): import what is given
        importFiles(core::expandInputs(inputs));
        return;
    }
    ImportPreviewDialog preview(m_doc->catalog(), m_doc->scenario(), inputs, this);
    if (preview.exec() != QDialog::Accepted || preview.filesToImport().isEmpty())
        return;
    // Interactive: files still lacking a deployment are asked for after the import, as before.
    m_queue << Batch{preview.filesToImport(), preview.deployment(), true, false};
    if (!isImporting())
        startNextBatch();
}

void HistoryPage::importFiles(const QStringList &paths)
{
    if (paths.isEmpty())
        return;
    m_queue << Batch{paths, QJsonObject(), true, false};
    if (!isImporting())
        startNextBatch();
}

void HistoryPage::importFiles(const QStringList &paths, const QJsonObject &deployment)
{
    if (paths.isEmpty())
        return;
    m_queue << Batch{paths, deployment, false, false};
    if (!isImporting())
        startNextBatch();
}

bool HistoryPage::isImporting() const
{
    return m_importing;
}

void HistoryPage::cancelImport()
{
    if (!isImporting())
        return;
    m_cancelled = true;
    m_queue.clear();
    m_job->cancel();
    m_cancelButton->setEnabled(false);
}

void HistoryPage::startNextBatch()
{
    if (m_queue.isEmpty()) {
        finishImport();
        return;
    }
    if (!m_importing) {
        m_importing = true;
        m_pending.clear();
        m_cancelled = false;
        m_banner->showMessage({});
        m_progressRow->setVisible(true);
        m_cancelButton->setEnabled(true);
        m_importAction->setEnabled(false);
    }
    m_current = m_queue.takeFirst();
    m_progress->setRange(0, int(m_current.paths.size()));
    m_progress->setValue(0);
    m_job->setCatalog(m_doc->catalog());
    if (!m_job->start(m_history->store()->path(), m_current.paths, m_current.deployment)) {
        m_banner->showMessage(tr("%1: the import could not start").arg(m_history->store()->path()));
        startNextBatch();
    }
}

void HistoryPage::onImportProgress(int index, int count, const QString &path)
{
    m_progress->setValue(index);
    m_progressLabel->setText(tr("Importing %1 (file %2 of %3)…")
                                 .arg(QFileInfo(path).fileName())
                                 .arg(index + 1)
                                 .arg(count));
}

void HistoryPage::onImportFinished()
{
    m_progress->setValue(m_progress->maximum());
    if (!m_job->error().isEmpty()) {
        for (const QString &p : std::as_const(m_current.paths)) {
            core::FileImportResult r;
            r.path = p;
            r.error = m_job->error();
            m_pending << r;
        }
    }
    // Results of a retry replace the first attempt's.
    for (const core::FileImportResult &r : m_job->results()) {
        bool replaced = false;
        if (m_current.retry) {
            for (core::FileImportResult &old : m_pending) {
                if (old.path == r.path && old.needsDeployment) {
                    old = r;
                    replaced = true;
                    break;
                }
            }
        }
        if (!replaced)
            m_pending << r;
    }
    if (m_job->wasCancelled())
        m_cancelled = true;

    // Ask for the deployments the files lacked (interactive imports only, once per file).
    if (m_current.interactive && !m_current.retry && !m_cancelled) {
        QStringList lacking;
        for (const core::FileImportResult &r : m_job->results())
            if (r.needsDeployment)
                lacking << r.path;
        QVector<Batch> retries;
        for (int i = 0; i < lacking.size(); ++i) {
            DeploymentDialog dialog(m_doc->catalog(), m_doc->scenario(), this);
            dialog.setFileName(QFileInfo(lacking.at(i)).fileName());
            dialog.setRemainingFiles(int(lacking.size()) - i - 1);
            if (dialog.exec() != QDialog::Accepted)
                continue;
            if (dialog.applyToRemaining()) {
                retries << Batch{lacking.mid(i), dialog.deployment(), false, true};
                break;
            }
            retries << Batch{{lacking.at(i)}, dialog.deployment(), false, true};
        }
        m_queue = retries + m_queue;
    }
    startNextBatch();
}

void HistoryPage::finishImport()
{
    m_importing = false;
    m_progressRow->setVisible(false);
    m_importAction->setEnabled(true);
    m_lastSummary = m_pending;
    m_pending.clear();

    int imported = 0;
    QVector<qint64> added;
    QStringList errors;
    for (const core::FileImportResult &r : std::as_const(m_lastSummary)) {
        imported += r.imported;
        added += r.runIds;
        if (r.ok())
            continue;
        errors << (r.needsDeployment ? tr("%1: rejected: the file does not say how the model was "
                                          "deployed (GPU kind, GPU count and plan); import it "
                                          "again and give the deployment")
                                           .arg(r.path)
                                     : r.error);
    }
    if (m_cancelled)
        errors << tr("The import was cancelled; the files after the one in progress were not "
                     "imported.");
    m_banner->showMessage(errors.join(QLatin1Char('\n')));
    if (imported > 0) {
        refillFilterChoices();
        refreshKeepingSelection();
    }
    if (m_summaryEnabled && !m_lastSummary.isEmpty()) {
        if (!m_summary)
            m_summary = new ImportSummaryDialog(this);
        m_summary->setResults(m_lastSummary, m_cancelled);
        m_summary->show();
        m_summary->raise();
    }
    // One undo step for the whole import: Ctrl+Z takes its runs out again.
    m_history->recordImport(std::move(added));
    if (imported > 0)
        emit historyChanged();
    emit importFinished();
}

// ---------------------------------------------------------------------------------------------

void HistoryPage::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void HistoryPage::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls())
        if (url.isLocalFile())
            paths << url.toLocalFile();
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    // The preview is modal: open it once the drop has returned to the platform.
    QMetaObject::invokeMethod(
        this, [this, paths] { previewAndImport(paths); }, Qt::QueuedConnection);
}

void HistoryPage::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyColours();
}

void HistoryPage::applyColours()
{
    const QBrush muted(theme::muted(palette()));
    for (int i = 0; i < m_details->topLevelItemCount(); ++i)
        m_details->topLevelItem(i)->setForeground(kDetailsFieldColumn, muted);
}

} // namespace moeplan::widgets
