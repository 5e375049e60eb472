#include "sweep.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace moeplan {

std::vector<int> logSpaced(int lo, int hi, int points)
{
    std::vector<int> out;
    lo = std::max(1, lo);
    hi = std::max(lo, hi);
    points = std::max(1, points);
    out.reserve(static_cast<std::size_t>(points));
    if (points == 1 || lo == hi) {
        out.push_back(lo);
        return out;
    }
    const double a = std::log(double(lo));
    const double b = std::log(double(hi));
    for (int i = 0; i < points; ++i) {
        const int v = static_cast<int>(std::lround(std::exp(a + (b - a) * i / (points - 1))));
        if (out.empty() || v > out.back())
            out.push_back(std::clamp(v, lo, hi));
    }
    if (out.back() != hi)
        out.push_back(hi);
    return out;
}

std::vector<SweepPoint> sweepBatch(const ResolvedScenario &r, const CalibrationParams &p,
                                   std::span<const int> batches)
{
    std::vector<SweepPoint> out;
    out.reserve(batches.size());
    ResolvedScenario at = r;
    for (int b : batches) {
        at.batch = b;
        SweepPoint pt;
        pt.batch = b;
        pt.gpus = r.gpusUsed;
        if (b < 1) {
            pt.error = {ErrorCode::ZeroBatch, double(b), kMaxBatch};
        } else if (auto e = evaluate(at, p)) {
            pt.eval = e.value();
        } else {
            pt.error = e.error();
        }
        out.push_back(pt);
    }
    return out;
}

std::vector<std::size_t> paretoFrontier(std::span<const double> x, std::span<const double> y)
{
    const std::size_t n = std::min(x.size(), y.size());
    std::vector<std::size_t> idx(n);
    std::iota(idx.begin(), idx.end(), std::size_t{0});
    idx.erase(
        std::remove_if(idx.begin(), idx.end(),
                       [&](std::size_t i) { return !std::isfinite(x[i]) || !std::isfinite(y[i]); }),
        idx.end());
    // Descending x, then descending y: a point is on the frontier when its y beats every point
    // with a larger x.
    std::sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) {
        return x[a] != x[b] ? x[a] > x[b] : y[a] > y[b];
    });
    std::vector<std::size_t> front;
    double bestY = -INFINITY;
    for (std::size_t i : idx) {
        if (y[i] > bestY) {
            front.push_back(i);
            bestY = y[i];
        }
    }
    std::reverse(front.begin(), front.end());
    return front;
}

} // namespace moeplan
