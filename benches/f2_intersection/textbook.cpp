// The textbook F2 intersection (Zassenhaus) as a contestant writes it in C++: getchar input,
// a 30-bit elimination loop per vector (values are below 2^30), printf output.
// Input: T, then per case "N a_1..a_N" and "M b_1..b_M"; output per case "K c_1..c_K".
#include <cstdio>

static unsigned read_uint() {
    int c = getchar();
    while (c < '0' || c > '9') c = getchar();
    unsigned x = 0;
    while (c >= '0' && c <= '9') {
        x = x * 10 + (c - '0');
        c = getchar();
    }
    return x;
}

int main() {
    const int BITS = 30;
    unsigned t = read_uint();
    while (t--) {
        unsigned first[BITS] = {}, second[BITS] = {}, meet[BITS];
        int k = 0;
        for (int side = 0; side < 2; side++) {
            unsigned n = read_uint();
            for (unsigned i = 0; i < n; i++) {
                unsigned v = read_uint();
                unsigned x = v, y = side == 0 ? v : 0;
                for (int b = BITS - 1; b >= 0; b--) {
                    if (!(x >> b & 1)) continue;
                    if (!first[b]) {
                        first[b] = x;
                        second[b] = y;
                        break;
                    }
                    x ^= first[b];
                    y ^= second[b];
                }
                if (x == 0) meet[k++] = y;
            }
        }
        printf("%d", k);
        for (int i = 0; i < k; i++) printf(" %u", meet[i]);
        printf("\n");
    }
    return 0;
}
