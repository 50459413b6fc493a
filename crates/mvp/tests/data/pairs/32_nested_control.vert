#version 330 core
in vec4 aPos;
uniform int limit;
out vec4 v;
int collatz(int n) {
    int steps = 0;
    while (n != 1 && steps < 50) {
        if ((n & 1) == 0) n /= 2; else n = 3 * n + 1;
        steps++;
    }
    return steps;
}
void main() {
    int total = 0;
    for (int i = 1; i <= 6; i++) {
        if (i > limit) break;
        total += collatz(i + int(abs(aPos.x) * 4.0));
    }
    v = vec4(float(total), float(collatz(27)), 0.0, 1.0);
    gl_Position = aPos;
}
