//! Wrong (complexity): the textbook "count subsets by XOR value" DP, a map from each
//! reachable XOR to its number of subsets, updated pile by pile. Fine when the values are
//! small, but with 60-bit piles the map doubles with every independent pile.
use std::collections::HashMap;
use std::io::Read;

const MOD: u64 = 998_244_353;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let piles: Vec<u64> = text.split_ascii_whitespace().skip(1).map(|t| t.parse().unwrap()).collect();
    // ways[x] = number of subsets (the empty one included) of the piles so far with XOR x.
    let mut ways: HashMap<u64, u64> = HashMap::new();
    ways.insert(0, 1);
    for &p in &piles {
        let mut next = ways.clone();
        for (&x, &count) in &ways {
            let slot = next.entry(x ^ p).or_insert(0);
            *slot = (*slot + count) % MOD;
        }
        ways = next;
    }
    println!("{}", (ways[&0] + MOD - 1) % MOD);
}
