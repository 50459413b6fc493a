// expect: fail -- GLSL 1.40 section 5.8: the left operand of = must be an l-value
#version 140
void main() {
    float a; (a + 1.0) = 2.0;
}
