// Units of the cost model (model/units.h), the expected-distinct-experts law and the sweep
// helpers (logSpaced, paretoFrontier). Links moeplan_model only: no catalog, no Qt in the model.

#include "costmodel.h"
#include "sweep.h"
#include "units.h"

#include <QtTest>

#include <cmath>
#include <limits>
#include <random>
#include <type_traits>
#include <vector>

using namespace moeplan;
using namespace moeplan::units;

// Compile-time guarantees: a ratio of bytes and bandwidth is a duration, not a bare double, and
// quantities of different kinds do not mix. A regression here fails the build of this test.
static_assert(std::is_same_v<decltype(gigabytes(1) / terabytesPerSecond(1)), Seconds>);
static_assert(std::is_same_v<decltype(Flop(1) / teraflops(1)), Seconds>);
static_assert(std::is_same_v<decltype(gigabytes(2) / gigabytes(1)), double>);
static_assert(!std::is_convertible_v<double, Bytes>, "a bare number must not become bytes");
static_assert(!std::is_convertible_v<Bytes, BytesPerSecond>);
template <class A, class B>
concept Addable = requires(A a, B b)
{
    a + b;
};
template <class A, class B>
concept Divisible = requires(A a, B b)
{
    a / b;
};
static_assert(Addable<Bytes, Bytes> && Divisible<Bytes, BytesPerSecond>);
static_assert(!Addable<Bytes, Seconds>, "bytes + seconds must not compile");
static_assert(!Addable<Bytes, double>, "bytes + a bare number must not compile");
static_assert(!Divisible<Bytes, Flop>, "bytes / FLOP is no known quantity");
static_assert((gigabytes(507) / terabytesPerSecond(64)).ms() > 7.9 &&
                  (gigabytes(507) / terabytesPerSecond(64)).ms() < 8.0,
              "GB / (TB/s) is milliseconds, evaluated at compile time");

namespace {

bool near(double a, double b, double rel = 1e-12)
{
    return std::abs(a - b) <= rel * std::max(std::abs(a), std::abs(b));
}

QByteArray describe(const QList<int> &v)
{
    QByteArray out = "[";
    for (int i = 0; i < v.size(); ++i)
        out += (i ? "," : "") + QByteArray::number(v[i]);
    return out + "]";
}

QList<int> toList(const std::vector<int> &v)
{
    return QList<int>(v.begin(), v.end());
}
QList<int> toList(const std::vector<std::size_t> &v)
{
    QList<int> out;
    for (std::size_t i : v)
        out.append(int(i));
    return out;
}

} // namespace

class TestUnits final : public QObject
{
    Q_OBJECT

private slots:
    void seedUnitsTrap();
    void constructors_data();
    void constructors();
    void transferTime_data();
    void transferTime();
    void computeTime_data();
    void computeTime();
    void quantityArithmetic();

    void distinctExperts_data();
    void distinctExperts();
    void distinctExpertsMonotoneAndSaturating();

    void logSpaced_data();
    void logSpaced();
    void logSpacedProperties();

    void paretoFrontier_data();
    void paretoFrontier();
    void paretoFrontierProperties();
};

// The seed analysis divided 507 GB by 64 TB/s and multiplied by 1e3 again: 7920 "ms". The types
// make the ratio a Seconds, read in ms exactly once.
void TestUnits::seedUnitsTrap()
{
    const Seconds t = gigabytes(507) / terabytesPerSecond(64);
    QVERIFY2(near(t.ms(), 7.921875), qPrintable(QString::number(t.ms())));
    QVERIFY2(t.ms() < 10.0, "507 GB over 64 TB/s must be ~7.92 ms, not 7920 ms");
    QVERIFY(near(t.s(), 7.921875e-3));
    QVERIFY(near(t.us(), 7921.875));
}

void TestUnits::constructors_data()
{
    QTest::addColumn<double>("si");       // value stored, SI base units
    QTest::addColumn<double>("expected"); // what the datasheet figure means in SI

    QTest::newRow("gigabytes(507)") << gigabytes(507).value << 507e9;
    QTest::newRow("bytes(42)") << bytes(42).value << 42.0;
    QTest::newRow("toGigabytes(288e9 B)") << toGigabytes(bytes(288e9)) << 288.0;
    QTest::newRow("terabytesPerSecond(8) B300 HBM") << terabytesPerSecond(8).value << 8e12;
    QTest::newRow("gigabytesPerSecond(900) NVLink") << gigabytesPerSecond(900).value << 900e9;
    QTest::newRow("gigabitsPerSecond(400) is 50 GB/s")
        << gigabitsPerSecond(400).value << gigabytesPerSecond(50).value;
    QTest::newRow("gigabitsPerSecond(800) is 100 GB/s") << gigabitsPerSecond(800).value << 100e9;
    QTest::newRow("teraflops(14000) B300 FP4") << teraflops(14000).value << 1.4e16;
    QTest::newRow("teraflops(989.4) H100 BF16") << teraflops(989.4).value << 989.4e12;
    QTest::newRow("milliseconds(7.92)") << milliseconds(7.92).value << 7.92e-3;
    QTest::newRow("microseconds(5)") << microseconds(5).value << 5e-6;
    QTest::newRow("microseconds(1500).ms()") << microseconds(1500).ms() << 1.5;
    QTest::newRow("milliseconds(2).us()") << milliseconds(2).us() << 2000.0;
    QTest::newRow("Seconds(3).ms()") << Seconds(3).ms() << 3000.0;
}

void TestUnits::constructors()
{
    QFETCH(double, si);
    QFETCH(double, expected);
    QVERIFY2(near(si, expected),
             qPrintable(QStringLiteral("got %1, expected %2").arg(si).arg(expected)));
}

void TestUnits::transferTime_data()
{
    QTest::addColumn<double>("gb");
    QTest::addColumn<BytesPerSecond>("rate");
    QTest::addColumn<double>("ms");

    // Routed-expert weights of Kimi K2.6 (~507 GB) over the aggregate HBM of EP-8/16/36/72.
    QTest::newRow("507 GB / 64 TB/s (EP-8)") << 507.0 << terabytesPerSecond(64) << 7.921875;
    QTest::newRow("507 GB / 128 TB/s (EP-16)") << 507.0 << terabytesPerSecond(128) << 3.9609375;
    QTest::newRow("507 GB / 288 TB/s (EP-36)") << 507.0 << terabytesPerSecond(288) << 1.760416667;
    QTest::newRow("507 GB / 576 TB/s (EP-72)") << 507.0 << terabytesPerSecond(576) << 0.880208333;
    QTest::newRow("1 GB / 400 Gb/s NIC") << 1.0 << gigabitsPerSecond(400) << 20.0;
    QTest::newRow("1 GB / 900 GB/s NVLink") << 1.0 << gigabytesPerSecond(900) << 1.111111111;
    QTest::newRow("0 GB / 8 TB/s") << 0.0 << terabytesPerSecond(8) << 0.0;
}

void TestUnits::transferTime()
{
    QFETCH(double, gb);
    QFETCH(BytesPerSecond, rate);
    QFETCH(double, ms);
    const Seconds t = gigabytes(gb) / rate;
    QVERIFY2(
        std::abs(t.ms() - ms) <= 1e-8 * std::max(1.0, ms),
        qPrintable(QStringLiteral("%1 GB -> %2 ms, expected %3 ms").arg(gb).arg(t.ms()).arg(ms)));
}

void TestUnits::computeTime_data()
{
    QTest::addColumn<double>("flop");
    QTest::addColumn<double>("tflops");
    QTest::addColumn<double>("us");

    // 2 FLOP per activated parameter per token: 32B activated -> 64 GFLOP per token.
    QTest::newRow("64 GFLOP at 15 PFLOP/s") << 64e9 << 15000.0 << 64e9 / 15e15 * 1e6;
    QTest::newRow("1 TFLOP at 1 PFLOP/s is 1 ms") << 1e12 << 1000.0 << 1000.0;
    QTest::newRow("989.4 TFLOP at 989.4 TFLOP/s is 1 s") << 989.4e12 << 989.4 << 1e6;
}

void TestUnits::computeTime()
{
    QFETCH(double, flop);
    QFETCH(double, tflops);
    QFETCH(double, us);
    const Seconds t = Flop(flop) / teraflops(tflops);
    QVERIFY2(near(t.us(), us, 1e-12),
             qPrintable(QStringLiteral("got %1 us, expected %2 us").arg(t.us()).arg(us)));
}

void TestUnits::quantityArithmetic()
{
    const Bytes a = gigabytes(3);
    const Bytes b = gigabytes(1);
    QCOMPARE((a + b).value, 4e9);
    QCOMPARE((a - b).value, 2e9);
    QCOMPARE((a * 2.0).value, 6e9);
    QCOMPARE((2.0 * a).value, 6e9);
    QCOMPARE((a / 3.0).value, 1e9);
    QCOMPARE(a / b, 3.0);
    QVERIFY(b < a);
    QVERIFY(a == gigabytes(3));
    Bytes c = b;
    c += a;
    QCOMPARE(c.value, 4e9);
    // Seconds keeps its readers through arithmetic (the base-class result converts back).
    const Seconds t = milliseconds(1.5) + milliseconds(0.5);
    QVERIFY(near(t.ms(), 2.0));
    const Seconds u = (gigabytes(507) / terabytesPerSecond(64)) * 2.0;
    QVERIFY(near(u.ms(), 2 * 7.921875));
}

// ---- expected distinct experts ---------------------------------------------------------------

void TestUnits::distinctExperts_data()
{
    QTest::addColumn<double>("experts");
    QTest::addColumn<double>("topK");
    QTest::addColumn<double>("tokens");
    QTest::addColumn<double>("lo");
    QTest::addColumn<double>("hi");

    QTest::newRow("one token touches k") << 384.0 << 8.0 << 1.0 << 8.0 - 1e-9 << 8.0 + 1e-9;
    // Two tokens: 2k minus the expected overlap k^2/E.
    QTest::newRow("two tokens") << 384.0 << 8.0 << 2.0 << 16.0 - 64.0 / 384 - 1e-9
                                << 16.0 - 64.0 / 384 + 1e-9;
    // Seed 002: for K2.x, T = 256 touches ~99.5% of the 384 experts.
    QTest::newRow("K2.x T=256 ~99.5%") << 384.0 << 8.0 << 256.0 << 0.994 * 384 << 0.996 * 384;
    QTest::newRow("no tokens") << 384.0 << 8.0 << 0.0 << 0.0 << 0.0;
    QTest::newRow("negative tokens") << 384.0 << 8.0 << -5.0 << 0.0 << 0.0;
    QTest::newRow("no experts (dense model)") << 0.0 << 0.0 << 64.0 << 0.0 << 0.0;
    QTest::newRow("k >= E: every expert") << 8.0 << 8.0 << 1.0 << 8.0 << 8.0;
    QTest::newRow("huge T saturates at E") << 384.0 << 8.0 << 1e9 << 384.0 << 384.0;
    QTest::newRow("Mixtral top-2 of 8, one token")
        << 8.0 << 2.0 << 1.0 << 2.0 - 1e-12 << 2.0 + 1e-12;
}

void TestUnits::distinctExperts()
{
    QFETCH(double, experts);
    QFETCH(double, topK);
    QFETCH(double, tokens);
    QFETCH(double, lo);
    QFETCH(double, hi);
    const double v = expectedDistinctExperts(experts, topK, tokens);
    QVERIFY2(std::isfinite(v) && v >= lo && v <= hi,
             qPrintable(QStringLiteral("E=%1 k=%2 T=%3 -> %4, expected [%5, %6]")
                            .arg(experts)
                            .arg(topK)
                            .arg(tokens)
                            .arg(v, 0, 'g', 12)
                            .arg(lo, 0, 'g', 12)
                            .arg(hi, 0, 'g', 12)));
}

void TestUnits::distinctExpertsMonotoneAndSaturating()
{
    struct Moe
    {
        double e, k;
    };
    for (const Moe m : {Moe{384, 8}, Moe{256, 8}, Moe{128, 8}, Moe{512, 10}, Moe{128, 4}, Moe{8, 2},
                        Moe{128, 1}}) {
        double prev = 0;
        for (int t = 0; t <= 8192; t += (t < 64 ? 1 : 37)) {
            const double v = expectedDistinctExperts(m.e, m.k, t);
            const QByteArray where =
                QByteArray("E=") + QByteArray::number(m.e) + " k=" + QByteArray::number(m.k) +
                " T=" + QByteArray::number(t) + " -> " + QByteArray::number(v, 'g', 12);
            QVERIFY2(v >= prev, QByteArray(where + ": decreased with more tokens").constData());
            QVERIFY2(v <= m.e, QByteArray(where + ": more experts than exist").constData());
            QVERIFY2(v <= m.k * t + 1e-9,
                     QByteArray(where + ": more than k per token").constData());
            prev = v;
        }
        QVERIFY2(std::abs(expectedDistinctExperts(m.e, m.k, 1e6) - m.e) < 1e-9 * m.e,
                 "does not saturate at E");
    }
}

// ---- logSpaced -------------------------------------------------------------------------------

void TestUnits::logSpaced_data()
{
    QTest::addColumn<int>("lo");
    QTest::addColumn<int>("hi");
    QTest::addColumn<int>("points");
    QTest::addColumn<QList<int>>("expected");

    QTest::newRow("powers of two")
        << 1 << 4096 << 13 << QList<int>{1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096};
    QTest::newRow("decades") << 1 << 1000 << 4 << QList<int>{1, 10, 100, 1000};
    QTest::newRow("dense range de-duplicates")
        << 1 << 10 << 100 << QList<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
    QTest::newRow("single value") << 5 << 5 << 3 << QList<int>{5};
    QTest::newRow("lo below 1 clamps to 1") << 0 << 16 << 5 << QList<int>{1, 2, 4, 8, 16};
    QTest::newRow("two points are the endpoints") << 8 << 576 << 2 << QList<int>{8, 576};
}

void TestUnits::logSpaced()
{
    QFETCH(int, lo);
    QFETCH(int, hi);
    QFETCH(int, points);
    QFETCH(QList<int>, expected);
    const QList<int> got = toList(moeplan::logSpaced(lo, hi, points));
    QVERIFY2(got == expected, QByteArray(describe(got) + " != " + describe(expected)).constData());
}

void TestUnits::logSpacedProperties()
{
    std::mt19937 rng(42);
    std::uniform_int_distribution<int> loD(1, 2000), spanD(0, 100000), ptsD(2, 200);
    for (int i = 0; i < 2000; ++i) {
        const int lo = loD(rng);
        const int hi = lo + spanD(rng);
        const int pts = ptsD(rng);
        const std::vector<int> v = moeplan::logSpaced(lo, hi, pts);
        const QByteArray where = "logSpaced(" + QByteArray::number(lo) + ", " +
                                 QByteArray::number(hi) + ", " + QByteArray::number(pts) + ")";
        QVERIFY2(!v.empty(), QByteArray(where + ": empty").constData());
        QVERIFY2(v.front() == lo, QByteArray(where + ": lo missing").constData());
        QVERIFY2(v.back() == hi, QByteArray(where + ": hi missing").constData());
        QVERIFY2(int(v.size()) <= std::max(pts, 1) + 1,
                 QByteArray(where + ": more points than asked").constData());
        for (std::size_t j = 1; j < v.size(); ++j)
            QVERIFY2(v[j] > v[j - 1], QByteArray(where + ": not strictly ascending").constData());
    }
}

// ---- paretoFrontier --------------------------------------------------------------------------

void TestUnits::paretoFrontier_data()
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    QTest::addColumn<QList<double>>("x");
    QTest::addColumn<QList<double>>("y");
    QTest::addColumn<QList<int>>("expected");

    QTest::newRow("trade-off: all on the frontier, ascending x")
        << QList<double>{3, 1, 2} << QList<double>{1, 3, 2} << QList<int>{1, 2, 0};
    QTest::newRow("dominated point dropped")
        << QList<double>{1, 2, 1.5} << QList<double>{3, 2, 1} << QList<int>{0, 1};
    QTest::newRow("one point dominates all")
        << QList<double>{1, 5, 2, 3} << QList<double>{1, 5, 4, 2} << QList<int>{1};
    QTest::newRow("equal x: the higher y wins")
        << QList<double>{1, 1} << QList<double>{1, 2} << QList<int>{1};
    QTest::newRow("equal y: the higher x wins")
        << QList<double>{1, 2} << QList<double>{4, 4} << QList<int>{1};
    QTest::newRow("NaN dropped") << QList<double>{1, nan, 2} << QList<double>{2, 5, 1}
                                 << QList<int>{0, 2};
    QTest::newRow("NaN in y dropped")
        << QList<double>{1, 9, 2} << QList<double>{2, nan, 1} << QList<int>{0, 2};
    QTest::newRow("infinity dropped")
        << QList<double>{1, inf, 2} << QList<double>{2, 1, 1} << QList<int>{0, 2};
    QTest::newRow("empty") << QList<double>{} << QList<double>{} << QList<int>{};
    QTest::newRow("all NaN") << QList<double>{nan, nan} << QList<double>{1, 2} << QList<int>{};
}

void TestUnits::paretoFrontier()
{
    QFETCH(QList<double>, x);
    QFETCH(QList<double>, y);
    QFETCH(QList<int>, expected);
    const std::vector<double> xs(x.begin(), x.end()), ys(y.begin(), y.end());
    const QList<int> got = toList(moeplan::paretoFrontier(xs, ys));
    QVERIFY2(got == expected, QByteArray(describe(got) + " != " + describe(expected)).constData());
}

void TestUnits::paretoFrontierProperties()
{
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> u(0.0, 100.0);
    std::uniform_int_distribution<int> nD(0, 60);
    for (int round = 0; round < 300; ++round) {
        const int n = nD(rng);
        std::vector<double> x(n), y(n);
        for (int i = 0; i < n; ++i) {
            // Coarse values make ties and duplicates common.
            x[i] = std::round(u(rng) / 10);
            y[i] = std::round(u(rng) / 10);
            if (i % 17 == 5)
                x[i] = std::numeric_limits<double>::quiet_NaN();
        }
        const std::vector<std::size_t> f = moeplan::paretoFrontier(x, y);
        std::vector<bool> onFront(n, false);
        for (std::size_t k = 0; k < f.size(); ++k) {
            QVERIFY(f[k] < std::size_t(n));
            QVERIFY2(std::isfinite(x[f[k]]) && std::isfinite(y[f[k]]), "non-finite on frontier");
            onFront[f[k]] = true;
            if (k > 0) {
                QVERIFY2(x[f[k]] > x[f[k - 1]], "frontier x not strictly ascending");
                QVERIFY2(y[f[k]] < y[f[k - 1]], "frontier y not strictly descending");
            }
        }
        for (int i = 0; i < n; ++i) {
            if (!std::isfinite(x[i]))
                continue;
            bool dominatedOrEqual = false;
            for (std::size_t j : f) {
                if (std::size_t(i) != j && x[j] >= x[i] && y[j] >= y[i])
                    dominatedOrEqual = true;
            }
            if (onFront[i]) {
                for (int j = 0; j < n; ++j) {
                    const bool strictlyBetter = std::isfinite(x[j]) && x[j] >= x[i] &&
                                                y[j] >= y[i] && (x[j] > x[i] || y[j] > y[i]);
                    QVERIFY2(!strictlyBetter, "a frontier point is dominated");
                }
            } else {
                QVERIFY2(dominatedOrEqual, "a point off the frontier is not covered by it");
            }
        }
    }
}

QTEST_GUILESS_MAIN(TestUnits)
#include "tst_units.moc"
