// expect: fail -- GLSL 3.30 (compatibility) section 3.6: `common` is a keyword or reserved word here
#version 330 compatibility
void main() {
    float common = 1.0;
}
