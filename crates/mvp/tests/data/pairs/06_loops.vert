#version 330 core
in vec4 aPos;
uniform int count;
out float vSum;
out float vW;
void main() {
    float s = 0.0;
    for (int i = 0; i < count; ++i) {
        if (i == 3) continue;
        s += float(i) * aPos.x;
        if (s > 10.0) break;
    }
    int j = 0;
    float w = 1.0;
    while (j < 5) { w *= 1.5; j++; }
    do { w -= 0.25; j--; } while (j > 2);
    vSum = s;
    vW = w;
    gl_Position = aPos;
}
