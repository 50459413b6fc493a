// expect: fail -- GLSL 1.40 section 5.8: the ?: condition must be a scalar bool
#version 140
void main() {
    float a = 1.0 ? 2.0 : 3.0;
}
