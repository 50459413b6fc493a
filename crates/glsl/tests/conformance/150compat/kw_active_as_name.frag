// expect: fail -- GLSL 1.50 (compatibility) section 3.6: `active` is a keyword or reserved word here
#version 150 compatibility
void main() {
    float active = 1.0;
}
