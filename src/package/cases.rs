//! Multi-case tests (first line T, then T cases, one answer line per case): the failing
//! case's own slice of the input, so a wrong answer in case 4182 of 10^5 can be read.

/// Case `index` (1-based) of `total`, with the input lines it spans (1-based, inclusive).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaseSlice {
    pub index: usize,
    pub total: usize,
    pub first_line: usize,
    pub last_line: usize,
    pub text: String,
}

/// The slice of `input` for the case whose answer is on `answer_line` (1-based), when the
/// test has the multi-case shape: a first line holding only T ≥ 2, T answer lines, and the
/// other input lines split evenly into T cases. `declared` is problem.toml's `multi_case`:
/// `Some(false)` turns this off; otherwise the shape decides.
pub fn failing_case(
    input: &[u8],
    answer: &[u8],
    answer_line: usize,
    declared: Option<bool>,
) -> Option<CaseSlice> {
    if declared == Some(false) {
        return None;
    }
    let input = std::str::from_utf8(input).ok()?;
    let answer = std::str::from_utf8(answer).ok()?;
    let mut lines: Vec<&str> = input.split('\n').map(|l| l.strip_suffix('\r').unwrap_or(l)).collect();
    if lines.last() == Some(&"") {
        lines.pop();
    }
    let total: usize = lines.first()?.trim().parse().ok()?;
    let answers = answer.lines().filter(|l| !l.trim().is_empty()).count();
    let body = lines.len() - 1;
    if total < 2 || answers != total || body % total != 0 || answer_line == 0 || answer_line > total {
        return None;
    }
    let per_case = body / total;
    let first_line = 2 + (answer_line - 1) * per_case;
    let last_line = first_line + per_case - 1;
    let text = lines[first_line - 1..last_line].join("\n");
    Some(CaseSlice { index: answer_line, total, first_line, last_line, text })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slices_the_failing_case_of_an_even_multi_case_input() {
        let input = b"3\n3\n1 2 3\n2\n5 5\n1\n7\n";
        let answer = b"Second\nSecond\nFirst\n";
        let slice = failing_case(input, answer, 3, None).unwrap();
        assert_eq!((slice.index, slice.total, slice.first_line, slice.last_line), (3, 3, 6, 7));
        assert_eq!(slice.text, "1\n7");
        // An empty line is part of a case (a game with no piles).
        let slice = failing_case(b"2\n0\n\n1\n4\n", b"Second\nFirst\n", 1, None).unwrap();
        assert_eq!(slice.text, "0\n");
    }

    #[test]
    fn other_shapes_are_left_alone() {
        assert_eq!(failing_case(b"3\n1 2 3\n", b"0\n", 1, None), None, "one answer: not multi-case");
        assert_eq!(failing_case(b"2\n1\n2\n3\n", b"a\nb\n", 1, None), None, "uneven cases");
        assert_eq!(failing_case(b"x\n1\n2\n", b"a\nb\n", 1, None), None);
        assert_eq!(failing_case(b"2\n1\n2\n", b"a\nb\n", 1, Some(false)), None, "declared single-case");
        assert_eq!(failing_case(b"2\n1\n2\n", b"a\nb\n", 3, None), None, "no such case");
    }
}
