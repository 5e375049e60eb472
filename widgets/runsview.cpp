#include "runsview.h"

#include "runstablemodel.h"

#include <QApplication>
#include <QHash>
#include <QHeaderView>
#include <QHelpEvent>
#include <QPainter>
#include <QPolygonF>
#include <QStyle>
#include <QStyleOptionHeaderV2>
#include <QStyledItemDelegate>
#include <QToolTip>

#include <algorithm>

namespace moeplan::widgets {

namespace {

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
                                   tip.isEmpty() ? full : RunsView::tr("%1: %2").arg(full, tip),
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

} // namespace

RunsView::RunsView(core::RunsTableModel *model, QWidget *parent) : QTableView(parent)
{
    setObjectName(QStringLiteral("runsView"));
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setAlternatingRowColors(true);
    setWordWrap(false);
    verticalHeader()->setVisible(false);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6); // compact rows
    // Every column in view at 1400 px with the details beside the table: headers wrap onto
    // two lines, each column is as wide as a typical value or the header's longest word,
    // longer values are elided (ElideRight) with the full text as the tooltip, and the notes
    // take what is left.
    auto *header = new WrappingHeader(this);
    setHorizontalHeader(header);
    header->setSectionsClickable(true);
    header->setHighlightSections(false);
    setModel(model);
    setSortingEnabled(true); // after the header is set: it connects the header's clicks
    setItemDelegate(new RunsDelegate(this));
    setTextElideMode(Qt::ElideRight);
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
            2 * (style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, this) + 1) + 2;
        header->setShortLabel(core::RunsTableModel::Concurrency, tr("Conc."));
        header->setShortLabel(core::RunsTableModel::Reference, tr("Ref."));
        // TPOT and TTFT in bold where they disagree with their deployment's other loads.
        QFont boldFont = font();
        boldFont.setBold(true);
        const QFontMetrics bold(boldFont);
        for (int c = 0; c < core::RunsTableModel::ColumnCount; ++c) {
            const bool markable =
                c == core::RunsTableModel::TpotMs || c == core::RunsTableModel::TtftMs;
            const int text = (markable ? bold : fm).horizontalAdvance(typical[c]);
            setColumnWidth(c, std::max(text + cellPadding, header->minimumWidthOf(c)));
        }
    }
    setToolTip(tr("The measured runs; click a header to sort, Delete removes the "
                  "selected runs"));
}

} // namespace moeplan::widgets
