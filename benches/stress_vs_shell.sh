#!/usr/bin/env bash
# Cases per second of `nimkit stress` against the classic shell loop
#   gen SEED SIZE > in; sol < in > a; brute < in > b; cmp a b
# on the same compiled programs (the bounded-take fixtures: generator, correct solution,
# brute force) and the same seeds and sizes, in one run. Both run every case: the solution
# is correct, so neither stops early. The three runs alternate for ROUNDS rounds and the
# median of each is reported, so a machine shared with other work skews none of them alone.
#
# Usage: benches/stress_vs_shell.sh [CASES [ROUNDS]]   (default 500 cases, 3 rounds)
#
# Measured 2026-11-22 on the 2-core development machine (shared with other builds):
#   shell loop 57 cases/s; nimkit stress -j 1 124 cases/s (2.18x); -j 2 373 cases/s (6.54x).
set -euo pipefail
cd "$(dirname "$0")/.."
cases=${1:-500}
rounds=${2:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cargo build --release --quiet
nimkit=target/release/nimkit
fixtures=tests/fixtures/stress
for program in take_gen take_mod take_brute; do
    rustc --edition 2021 -O -o "$work/$program" "$fixtures/$program.rs"
done
gen=$work/take_gen sol=$work/take_mod brute=$work/take_brute

seconds() { date +%s.%N; }

# The shell loop, with nimkit's schedule: case i has seed 1 + i and size 1 + floor(sqrt(i)).
shell_loop() {
    local i root=0
    for ((i = 0; i < cases; i++)); do
        while (((root + 1) * (root + 1) <= i)); do root=$((root + 1)); done
        "$gen" $((1 + i)) $((root + 1)) > "$work/in"
        "$sol" < "$work/in" > "$work/a"
        "$brute" < "$work/in" > "$work/b"
        cmp -s "$work/a" "$work/b" || { echo "differ at case $i" >&2; return 1; }
    done
}

rate() { echo "$1 $2" | awk -v n="$cases" '{ printf "%.0f", n / ($2 - $1) }'; }

run_shell() {
    local start end
    start=$(seconds); shell_loop; end=$(seconds)
    rate "$start" "$end"
}

run_nimkit() {
    local start end
    start=$(seconds)
    NO_COLOR=1 "$nimkit" stress --gen "$gen" --sol "$sol" --brute "$brute" \
        --seed 1 --count "$cases" "$@" > "$work/nimkit.log"
    end=$(seconds)
    grep -q "no failure in $cases cases" "$work/nimkit.log"
    rate "$start" "$end"
}

median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

cores=$(nproc)
shell=() one=() all=()
for ((round = 1; round <= rounds; round++)); do
    shell+=("$(run_shell)")
    one+=("$(run_nimkit -j 1)")
    all+=("$(run_nimkit -j "$cores")")
    echo "round $round: shell ${shell[-1]}, nimkit -j 1 ${one[-1]}, nimkit -j $cores ${all[-1]} cases/s" >&2
done
shell_rate=$(median "${shell[@]}")
one_rate=$(median "${one[@]}")
all_rate=$(median "${all[@]}")
ratio() { awk -v a="$1" -v b="$shell_rate" 'BEGIN { printf "%.2f", a / b }'; }

echo "cases: $cases per run, median of $rounds rounds, $cores core(s)"
echo "shell loop:          $shell_rate cases/s"
echo "nimkit stress -j 1:  $one_rate cases/s ($(ratio "$one_rate")x)"
echo "nimkit stress -j $cores:  $all_rate cases/s ($(ratio "$all_rate")x)"
