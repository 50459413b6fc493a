// expect: fail -- GLSL 1.50 (compatibility) section 5.8: the left operand of = must be an l-value
#version 150 compatibility
void main() {
    float a; (a + 1.0) = 2.0;
}
