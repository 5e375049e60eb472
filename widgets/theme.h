#pragma once
// Colours derived from the widget palette, so light and dark themes both read well. The charts
// and panels re-apply them on QEvent::PaletteChange.

#include <QColor>
#include <QPalette>

namespace moeplan::widgets::theme {

/// Linear blend: t = 0 gives a, t = 1 gives b.
inline QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
                            float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

inline bool isDark(const QPalette &p)
{
    return p.color(QPalette::Base).lightnessF() < 0.5;
}

/// The current scenario's curve and operating point: the theme's highlight, made a little
/// stronger against the plot background.
inline QColor primary(const QPalette &p)
{
    const QColor h = p.color(QPalette::Active, QPalette::Highlight);
    return isDark(p) ? h.lighter(120) : h.darker(125);
}

/// The other topology's curve.
inline QColor secondary(const QPalette &p)
{
    return isDark(p) ? QColor(0xf5, 0xa2, 0x4b) : QColor(0xd0, 0x62, 0x0a);
}

/// Infeasible data and secondary text.
inline QColor muted(const QPalette &p)
{
    return mix(p.color(QPalette::WindowText), p.color(QPalette::Base), 0.5);
}

inline QColor errorText(const QPalette &p)
{
    return isDark(p) ? QColor(0xff, 0x8a, 0x80) : QColor(0xb3, 0x1b, 0x1b);
}

inline QColor warningText(const QPalette &p)
{
    return isDark(p) ? QColor(0xf0, 0xc0, 0x60) : QColor(0x8a, 0x5a, 0x00);
}

} // namespace moeplan::widgets::theme
