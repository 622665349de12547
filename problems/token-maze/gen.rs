//! Generator for "token-maze": `gen SEED SIZE [MODE]` prints one input.
//! SIZE 1..=6: at most 12 rooms built from the gadgets below plus random corridors, and 40
//! queries of 1 to 3 tokens (for the brute force).
//! Larger: n = min(SIZE, 200 000) rooms, m ≤ 200 000 corridors, up to 10^5 queries and
//! 3·10^5 tokens. The maze is built from gadgets whose values are known:
//! - a ladder H_0..H_{K−1} with H_i -> H_j for every j < i (H_i behaves like a heap of i),
//! - loops: a room with a corridor to itself and to H_0..H_{j−1} (play there can be dragged
//!   on forever, and from it the values 0..j−1 are one move away),
//! - pairs a <-> b with b -> H_0..H_{j−1}: a cycle whose rooms are nevertheless decided
//!   (a like an empty heap, b like a heap of j),
//! - the rest: random rooms with random corridors (cycles, dead ends, self-loops).
//! Queries mix them: finite gadgets only (half of them XOR-balanced), one loop with a finite
//! XOR below or above j, two loops, and random rooms.
//! K is 300 (the ladder alone has 44 850 corridors).
//! MODE `wide`: loops with j close to K and 1000 queries of 300 tokens whose first token is on
//! such a loop: folding the sum token by token over a long set is slow.
use std::io::{BufWriter, Write};

struct SplitMix64(u64);
impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn index(&mut self, len: usize) -> usize {
        (self.next() % len as u64) as usize
    }
}

struct Maze {
    n: usize,
    edges: Vec<(usize, usize)>,
    /// Room of H_i.
    ladder: Vec<usize>,
    /// (room, j) of each loop and of each pair's b; the pair's a alone.
    loops: Vec<(usize, usize)>,
    heavy: Vec<(usize, usize)>,
    pair_b: Vec<(usize, usize)>,
    pair_a: Vec<usize>,
}

fn build(rng: &mut SplitMix64, n: usize, ladder_len: usize, loops: usize, heavy: usize, pairs: usize, max_j: usize) -> Maze {
    let mut maze = Maze {
        n,
        edges: Vec::new(),
        ladder: Vec::new(),
        loops: Vec::new(),
        heavy: Vec::new(),
        pair_b: Vec::new(),
        pair_a: Vec::new(),
    };
    let mut next = 0;
    for i in 0..ladder_len {
        for j in 0..i {
            maze.edges.push((next, maze.ladder[j]));
        }
        maze.ladder.push(next);
        next += 1;
    }
    let k = ladder_len;
    // Gadgets stop where they would leave fewer than 10 000 corridors for the random rooms.
    let full = |edges: &Vec<(usize, usize)>, more: usize| edges.len() + more > 190_000;
    for t in 0..loops + heavy {
        if next >= n || full(&maze.edges, k + 1) {
            break;
        }
        let j = if t < heavy { k - rng.index(k.min(10) + 1) } else { rng.index(max_j.min(k) + 1) };
        maze.edges.push((next, next));
        maze.edges.extend((0..j).map(|i| (next, maze.ladder[i])));
        if t < heavy {
            maze.heavy.push((next, j));
        } else {
            maze.loops.push((next, j));
        }
        next += 1;
    }
    for _ in 0..pairs {
        if next + 2 > n || k == 0 || full(&maze.edges, k + 2) {
            break;
        }
        let j = 1 + rng.index(max_j.min(k));
        let (a, b) = (next, next + 1);
        maze.edges.push((a, b));
        maze.edges.push((b, a));
        maze.edges.extend((0..j).map(|i| (b, maze.ladder[i])));
        maze.pair_a.push(a);
        maze.pair_b.push((b, j));
        next += 2;
    }
    // Random rooms: 0 to 3 corridors each, anywhere.
    let budget = 200_000usize.saturating_sub(maze.edges.len());
    let mut spent = 0;
    for room in next..n {
        let count = rng.index(4);
        for _ in 0..count {
            if spent < budget {
                maze.edges.push((room, rng.index(n)));
                spent += 1;
            }
        }
    }
    maze
}

/// A query: token rooms (0-based), built to exercise one kind of sum.
fn query(rng: &mut SplitMix64, maze: &Maze, tokens: usize) -> Vec<usize> {
    let mut out = Vec::new();
    let mut xor = 0;
    let finite = |rng: &mut SplitMix64, xor: &mut usize| -> usize {
        let pick = rng.index(3);
        if pick == 0 && !maze.pair_a.is_empty() {
            maze.pair_a[rng.index(maze.pair_a.len())]
        } else if pick == 1 && !maze.pair_b.is_empty() {
            let (room, j) = maze.pair_b[rng.index(maze.pair_b.len())];
            *xor ^= j;
            room
        } else {
            let i = rng.index(maze.ladder.len().max(1)).min(maze.ladder.len().saturating_sub(1));
            *xor ^= i;
            maze.ladder.get(i).copied().unwrap_or(0)
        }
    };
    let kind = rng.index(6);
    let loops: Vec<(usize, usize)> = maze.loops.iter().chain(&maze.heavy).copied().collect();
    let mut target = None;
    if (kind == 1 || kind == 2) && !loops.is_empty() {
        let (room, j) = loops[rng.index(loops.len())];
        out.push(room);
        // kind 1: aim the finite XOR inside 0..j (a win), kind 2: anywhere (often a draw).
        if kind == 1 && j > 0 {
            target = Some(rng.index(j));
        }
    } else if kind == 3 && loops.len() >= 2 {
        out.push(loops[rng.index(loops.len())].0);
        out.push(loops[rng.index(loops.len())].0);
    } else if kind == 4 {
        for _ in 0..tokens {
            out.push(rng.index(maze.n));
        }
        return out;
    } else if kind == 5 {
        target = Some(0);
    }
    while out.len() + 1 < tokens.max(2) {
        out.push(finite(rng, &mut xor));
    }
    match target {
        Some(t) if (xor ^ t) < maze.ladder.len() => out.push(maze.ladder[xor ^ t]),
        _ => out.push(finite(rng, &mut xor)),
    }
    out
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    assert!(args.len() == 2 || args.len() == 3, "usage: gen SEED SIZE [MODE]");
    let seed: u64 = args[0].parse().expect("gen SEED SIZE [MODE]: SEED is a number");
    let size = args[1].parse::<usize>().expect("gen SEED SIZE [MODE]: SIZE is a number").max(1);
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x70c3);
    let wide = match args.get(2).map(String::as_str) {
        None => false,
        Some("wide") => true,
        Some(other) => panic!("unknown MODE {:?}: expected wide", other),
    };
    let (maze, queries) = if size <= 6 {
        let n = 6 + rng.index(7);
        let (ladder, loops, pairs) = (1 + rng.index(3), 1 + rng.index(2), 1 + rng.index(2));
        let maze = build(&mut rng, n, ladder, loops, 0, pairs, 3);
        let mut queries = Vec::new();
        for _ in 0..40 {
            let tokens = 1 + rng.index(3);
            let mut q = query(&mut rng, &maze, tokens);
            q.truncate(3);
            queries.push(q);
        }
        (maze, queries)
    } else {
        let n = size.min(200_000);
        let k = 300.min(n / 8).max(1);
        let (loops, heavy) = if wide { (n / 200, 40) } else { (n / 100, 10) };
        let maze = build(&mut rng, n, k, loops, heavy, n / 100, 40);
        let mut queries = Vec::new();
        let mut tokens = 0;
        if wide {
            while queries.len() < 1000 {
                let (room, _) = maze.heavy[rng.index(maze.heavy.len().max(1))];
                let mut q = query(&mut rng, &maze, 300);
                q[0] = room;
                queries.push(q);
            }
        } else {
            let q_max = 100_000.min(size);
            while queries.len() < q_max && tokens + 12 <= 300_000 {
                let count = 1 + rng.index(5);
                let q = query(&mut rng, &maze, count);
                tokens += q.len();
                queries.push(q);
            }
        }
        (maze, queries)
    };
    // Hidden room numbers, shuffled corridors.
    let n = maze.n;
    let mut name: Vec<usize> = (1..=n).collect();
    for i in (1..n).rev() {
        name.swap(i, rng.index(i + 1));
    }
    let mut edges = maze.edges;
    for i in (1..edges.len()).rev() {
        edges.swap(i, rng.index(i + 1));
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{} {}", n, edges.len()).unwrap();
    for &(u, v) in &edges {
        writeln!(out, "{} {}", name[u], name[v]).unwrap();
    }
    writeln!(out, "{}", queries.len()).unwrap();
    for q in &queries {
        let line: Vec<String> = q.iter().map(|&c| name[c].to_string()).collect();
        writeln!(out, "{} {}", q.len(), line.join(" ")).unwrap();
    }
}
