// expect: fail -- GLSL 1.50 (compatibility) section 3.6: `smooth` is a keyword or reserved word here
#version 150 compatibility
void main() {
    float smooth = 1.0;
}
