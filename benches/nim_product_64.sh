#!/usr/bin/env bash
# Library Checker's nim_product_64 (10^6 lines "A B", print A ⊗ B) end to end, start-up
# included: benches/nim_product_64/solution.rs (nimkit's nim_mul and io, bundled, rustc -O)
# against Library Checker's reference solution in C++ (g++ -O2), on the same random input.
# The C++ file is not part of nimkit: pass its path, e.g. from a checkout of
# github.com/yosupo06/library-checker-problems, number_theory/nim_product_64/sol/correct.cpp.
# Both outputs must be identical; the user CPU time of each run is reported (wall time on a
# shared machine says more about the neighbours than about the program), best of ROUNDS.
#
# Usage: benches/nim_product_64.sh [CORRECT_CPP [ROUNDS]]   (without CORRECT_CPP: nimkit only)
#
# Measured 2026-11-25 on the 2-core development machine (load 12-17):
#   nimkit 0.19 s user (2.2 MiB peak), Library Checker's C++ 1.33 s user (36 MiB): 7.0x.
set -euo pipefail
cd "$(dirname "$0")/.."
reference=${1:-}
rounds=${2:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cargo build --release --quiet
target/release/nimkit bundle benches/nim_product_64/solution.rs -o "$work/solution.rs" 2>/dev/null
rustc --edition 2021 -O -o "$work/nimkit_sol" "$work/solution.rs"
# 10^6 uniformly random pairs of 64-bit numbers (splitmix64, seed 1), from a small Rust generator.
cat > "$work/gen.rs" <<'RS'
fn main() {
    let mut s: u64 = 1;
    let mut next = || {
        s = s.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = s;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    let mut out = String::from("1000000\n");
    for _ in 0..1_000_000 {
        out.push_str(&format!("{} {}\n", next(), next()));
    }
    print!("{}", out);
}
RS
rustc -O -o "$work/gen" "$work/gen.rs"
"$work/gen" > "$work/input"

best_user() { # program -> best user seconds over $rounds runs, output in $work/out.<name>
    local best=""
    for _ in $(seq "$rounds"); do
        local t
        t=$( { /usr/bin/time -f "%U" "$1" < "$work/input" > "$work/out.$2"; } 2>&1 | tail -1)
        if [ -z "$best" ] || awk "BEGIN{exit !($t < $best)}"; then best=$t; fi
    done
    echo "$best"
}

ours=$(best_user "$work/nimkit_sol" nimkit)
echo "nimkit nim_mul + io: ${ours} s user for 10^6 products (best of $rounds)"
if [ -n "$reference" ]; then
    g++ -O2 -std=c++17 -o "$work/reference" "$reference"
    theirs=$(best_user "$work/reference" reference)
    cmp -s "$work/out.nimkit" "$work/out.reference" || { echo "outputs differ!"; exit 1; }
    echo "Library Checker C++ reference: ${theirs} s user (best of $rounds); identical output"
    awk "BEGIN{printf \"ratio: %.1fx\n\", $theirs / $ours}"
fi
