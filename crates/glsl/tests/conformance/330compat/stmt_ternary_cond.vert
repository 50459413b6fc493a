// expect: fail -- GLSL 3.30 (compatibility) section 5.8: the ?: condition must be a scalar bool
#version 330 compatibility
void main() {
    float a = 1.0 ? 2.0 : 3.0;
}
