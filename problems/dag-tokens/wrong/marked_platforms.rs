// Wrong: marks the platforms that hold a marble and XORs the values of the marked platforms, so
// two marbles on one platform count once instead of cancelling.
use nimkit::grundy::grundy_of_dag;
use nimkit::io::stdin_scanner;

fn main() {
    let mut scanner = stdin_scanner();
    let n: usize = scanner.next();
    let m: usize = scanner.next();
    let mut slides = vec![Vec::new(); n];
    for _ in 0..m {
        let u: usize = scanner.next();
        let v: usize = scanner.next();
        slides[u - 1].push(v - 1);
    }
    let grundy = grundy_of_dag(&slides);
    let k: usize = scanner.next();
    let mut has_marble = vec![false; n];
    for _ in 0..k {
        has_marble[scanner.next::<usize>() - 1] = true;
    }
    let xor = (0..n).filter(|&p| has_marble[p]).fold(0, |x, p| x ^ grundy[p]);
    println!("{}", if xor != 0 { "First" } else { "Second" });
}
