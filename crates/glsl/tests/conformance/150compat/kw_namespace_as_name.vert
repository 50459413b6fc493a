// expect: fail -- GLSL 1.50 (compatibility) section 3.6: `namespace` is a keyword or reserved word here
#version 150 compatibility
void main() {
    float namespace = 1.0;
}
