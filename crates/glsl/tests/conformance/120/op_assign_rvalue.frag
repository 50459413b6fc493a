// expect: fail -- GLSL 1.20 section 5.8: the left operand of = must be an l-value
#version 120
void main() {
    float a; (a + 1.0) = 2.0;
}
