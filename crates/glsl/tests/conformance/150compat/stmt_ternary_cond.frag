// expect: fail -- GLSL 1.50 (compatibility) section 5.8: the ?: condition must be a scalar bool
#version 150 compatibility
void main() {
    float a = 1.0 ? 2.0 : 3.0;
}
