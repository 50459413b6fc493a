// expect: fail -- GLSL 3.30 (compatibility) section 5.8: the left operand of = must be an l-value
#version 330 compatibility
void main() {
    float a; (a + 1.0) = 2.0;
}
