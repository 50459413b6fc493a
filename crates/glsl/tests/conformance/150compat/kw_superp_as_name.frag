// expect: fail -- GLSL 1.50 (compatibility) section 3.6: `superp` is a keyword or reserved word here
#version 150 compatibility
void main() {
    float superp = 1.0;
}
