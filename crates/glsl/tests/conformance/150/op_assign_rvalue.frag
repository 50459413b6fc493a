// expect: fail -- GLSL 1.50 section 5.8: the left operand of = must be an l-value
#version 150 core
void main() {
    float a; (a + 1.0) = 2.0;
}
