// expect: fail -- GLSL 1.10 section 5.8: the ?: condition must be a scalar bool
#version 110
void main() {
    float a = 1.0 ? 2.0 : 3.0;
}
