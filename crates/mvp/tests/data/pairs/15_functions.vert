#version 330 core
in vec4 aPos;
out vec4 vOut;
float square(float x) { return x * x; }
vec2 square(vec2 x) { return x * x; }
void split(vec4 v, out vec2 a, out vec2 b) { a = v.xy; b = v.zw; }
void accumulate(inout float acc, float v) { acc += v; }
float early(float x) {
    if (x > 0.0) return 1.0;
    return -1.0;
}
void main() {
    vec2 a, b;
    split(aPos, a, b);
    float acc = 0.5;
    accumulate(acc, square(a.x));
    accumulate(acc, early(b.y));
    vOut = vec4(square(b), acc, square(aPos.w));
    gl_Position = aPos;
}
