// Order statistics the fit and the validation share: median and (weighted) quantiles.

#include "calibration.h"

#include "calibration/internal.h"

#include <algorithm>
#include <cmath>

namespace moeplan::core {

using namespace calib;

namespace calib {

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    const auto mid = v.begin() + std::ptrdiff_t(v.size() / 2);
    std::nth_element(v.begin(), mid, v.end());
    if (v.size() % 2)
        return *mid;
    const double hi = *mid;
    return 0.5 * (hi + *std::max_element(v.begin(), mid));
}

double quantile(std::vector<double> v, double q)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const double pos = q * double(v.size() - 1);
    const auto i = std::size_t(std::floor(pos));
    const double f = pos - double(i);
    return i + 1 < v.size() ? v[i] * (1 - f) + v[i + 1] * f : v[i];
}

namespace {

/// Sorts (value, weight) pairs by value; returns their total weight.
double sortedTotal(std::vector<std::pair<double, double>> &v)
{
    std::sort(v.begin(), v.end());
    double total = 0;
    for (const auto &[value, weight] : v)
        total += weight;
    return total;
}

} // namespace

double weightedQuantile(std::vector<std::pair<double, double>> v, double q)
{
    if (v.empty())
        return 0;
    const double total = sortedTotal(v);
    double acc = 0;
    for (const auto &[value, weight] : v) {
        acc += weight;
        if (acc >= q * total)
            return value;
    }
    return v.back().first;
}

double plottingQuantile(std::vector<std::pair<double, double>> v, double q)
{
    if (v.empty())
        return 0;
    const double total = sortedTotal(v);
    if (!(total > 0))
        return v[v.size() / 2].first;
    const double denominator = total + total / double(v.size());
    double acc = 0, lastPos = 0, lastValue = v.front().first;
    for (std::size_t i = 0; i < v.size(); ++i) {
        acc += v[i].second;
        const double pos = acc / denominator;
        if (pos >= q) {
            if (i == 0 || pos <= lastPos)
                return v[i].first;
            const double f = (q - lastPos) / (pos - lastPos);
            return lastValue + f * (v[i].first - lastValue);
        }
        lastPos = pos;
        lastValue = v[i].first;
    }
    return v.back().first;
}

std::pair<double, double> conformalBand(std::vector<std::pair<double, double>> v)
{
    if (v.empty())
        return {0.0, 0.0};
    double sum = 0, sumSq = 0;
    for (const auto &[value, weight] : v) {
        sum += weight;
        sumSq += weight * weight;
    }
    const double n = sumSq > 0 ? sum * sum / sumSq : double(v.size());
    const double lo = std::max(1.0, std::floor((n + 1) * 0.10)) / n;
    const double hi = std::min(1.0, std::ceil((n + 1) * 0.90) / n);
    return {weightedQuantile(v, lo), weightedQuantile(std::move(v), hi)};
}

} // namespace calib

} // namespace moeplan::core
