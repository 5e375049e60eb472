// Build-time tool: renders the application icon (SVG) to the hicolor PNG sizes the Debian
// package installs. Usage: moeplan-iconrender ICON.svg OUTDIR SIZE... writes
// OUTDIR/SIZExSIZE/apps/moeplan.png for each SIZE.

#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 4) {
        std::fprintf(stderr, "usage: moeplan-iconrender ICON.svg OUTDIR SIZE...\n");
        return 2;
    }
    QSvgRenderer svg(args.at(1));
    if (!svg.isValid()) {
        std::fprintf(stderr, "moeplan-iconrender: %s is not a valid SVG\n", qPrintable(args.at(1)));
        return 1;
    }
    for (int i = 3; i < args.size(); ++i) {
        const int size = args.at(i).toInt();
        if (size < 8 || size > 1024) {
            std::fprintf(stderr, "moeplan-iconrender: bad size \"%s\"\n", qPrintable(args.at(i)));
            return 2;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        svg.render(&painter);
        painter.end();
        const QString dir = QStringLiteral("%1/%2x%2/apps").arg(args.at(2)).arg(size);
        const QString out = dir + QStringLiteral("/moeplan.png");
        if (!QDir().mkpath(dir) || !image.save(out, "PNG")) {
            std::fprintf(stderr, "moeplan-iconrender: cannot write %s\n", qPrintable(out));
            return 1;
        }
    }
    return 0;
}
