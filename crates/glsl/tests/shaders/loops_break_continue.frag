#version 130
out vec4 result;
void main() {
    float sum = 0.0;
    for (int i = 0; i < 10; i++) {
        if (i > 6) break;
        if (i % 2 == 1) continue;
        sum += float(i);
    }
    int n = 0;
    while (true) {
        n++;
        if (n >= 5) break;
    }
    int k = 10;
    do {
        k -= 3;
    } while (k > 0);
    result = vec4(sum, float(n), float(k), 0.0);
}
// run: {"expect": {"result": [12, 5, -2, 0]}}
