//! Every integration test suite in one test binary: cargo links one binary instead of
//! twenty-five and runs their tests side by side on every core, instead of one binary after
//! another. One suite alone: `cargo test --test suite verify::`. A new file in tests/ is added
//! here (Cargo.toml turns `autotests` off; tests/architecture.rs fails on a file left out).
//! Three stay binaries of their
//! own: caller_locations.rs and io_input.rs install a quiet panic hook (it would silence every
//! other test's failure message), and judge.rs measures the judge's peak memory with `wait4`,
//! which counts the spawning process's own peak (a child started by vfork inherits it at exec).

mod common;

#[path = "architecture.rs"]
mod architecture;
#[path = "breadth_a_vs_oracle.rs"]
mod breadth_a_vs_oracle;
#[path = "breadth_b_vs_oracle.rs"]
mod breadth_b_vs_oracle;
#[path = "bundle.rs"]
mod bundle;
#[path = "containment.rs"]
mod containment;
#[path = "daily.rs"]
mod daily;
#[path = "games_examples.rs"]
mod games_examples;
#[path = "games_properties.rs"]
mod games_properties;
#[path = "games_vs_oracle.rs"]
mod games_vs_oracle;
#[path = "grundy_cli.rs"]
mod grundy_cli;
#[path = "grundy_vs_oracle.rs"]
mod grundy_vs_oracle;
#[path = "hostile.rs"]
mod hostile;
#[path = "icpc.rs"]
mod icpc;
#[path = "interactive.rs"]
mod interactive;
#[path = "io_scanner.rs"]
mod io_scanner;
#[path = "lab.rs"]
mod lab;
#[path = "languages.rs"]
mod languages;
#[path = "library_checker.rs"]
mod library_checker;
#[path = "loopy_vs_oracle.rs"]
mod loopy_vs_oracle;
#[path = "octal_games.rs"]
mod octal_games;
#[path = "polygon.rs"]
mod polygon;
#[path = "snippets_standalone.rs"]
mod snippets_standalone;
#[path = "stress.rs"]
mod stress;
#[path = "verify.rs"]
mod verify;
#[path = "xor_basis_props.rs"]
mod xor_basis_props;
