#!/usr/bin/env bash
# Library Checker "matrix_rank_mod_2" on a random 4096 × 4096 matrix: nimkit's solution
# (benches/matrix_rank_mod_2/solution.rs: WideXorBasis + nimkit::io, bundled, rustc -O)
# against the problem's C++ reference (sol/correct.cpp, g++ -O2), start-up and input
# reading included, best wall time of RUNS runs each. The reference is not part of nimkit:
# pass its path from a checkout of github.com/yosupo06/library-checker-problems.
#
# Usage: benches/matrix_rank_vs_library_checker.sh PATH/TO/linear_algebra/matrix_rank_mod_2/sol/correct.cpp [N] [RUNS]
set -euo pipefail
reference=${1:?usage: $0 PATH/TO/correct.cpp [N] [RUNS]}
n=${2:-4096}
runs=${3:-5}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cargo build --release --quiet --manifest-path "$root/Cargo.toml"
"$root/target/release/nimkit" bundle "$root/benches/matrix_rank_mod_2/solution.rs" -o "$work/ours.rs" 2>/dev/null
rustc --edition 2021 -O -o "$work/ours" "$work/ours.rs"
g++ -O2 -std=c++17 -o "$work/reference" "$reference"

# A reproducible random matrix (awk's generator, seed 1): n rows of n characters.
awk -v n="$n" 'BEGIN { srand(1); print n, n; for (i = 0; i < n; i++) { row = ""; for (j = 0; j < n; j++) row = row (rand() < 0.5 ? "0" : "1"); print row } }' > "$work/input.txt"

best() { # best wall seconds of $runs runs of "$1 < input"
    local best=999999 start end t
    for _ in $(seq "$runs"); do
        start=$(date +%s.%N)
        "$1" < "$work/input.txt" > "$work/out.txt"
        end=$(date +%s.%N)
        t=$(echo "$end - $start" | bc -l)
        best=$(echo "if ($t < $best) $t else $best" | bc -l)
    done
    echo "$best"
}
ours_answer=$("$work/ours" < "$work/input.txt")
reference_answer=$("$work/reference" < "$work/input.txt")
[ "$ours_answer" = "$reference_answer" ] || { echo "answers differ: nimkit $ours_answer, reference $reference_answer" >&2; exit 1; }
ours=$(best "$work/ours")
theirs=$(best "$work/reference")
printf 'matrix_rank_mod_2, %s x %s, rank %s, best of %s\n' "$n" "$n" "$ours_answer" "$runs"
printf 'nimkit (WideXorBasis)      %.3f s\n' "$ours"
printf 'Library Checker reference  %.3f s\n' "$theirs"
printf 'ratio (reference / nimkit) %.2fx\n' "$(echo "$theirs / $ours" | bc -l)"
