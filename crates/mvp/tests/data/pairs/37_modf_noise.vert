#version 330 core
in vec4 aPos;
out vec4 vFrac;
out vec4 vWhole;
void main() {
    vec4 whole;
    vFrac = modf(aPos * 3.7, whole);
    float w1;
    float f1 = modf(-aPos.x * 2.5, w1);
    vWhole = whole + vec4(f1, w1, 0.0, 0.0);
    gl_Position = aPos;
}
