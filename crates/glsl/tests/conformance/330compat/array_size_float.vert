// expect: fail -- GLSL 3.30 (compatibility) section 4.1.9: an array size must be an integral constant expression
#version 330 compatibility
void main() {
    float a[2.0];
}
