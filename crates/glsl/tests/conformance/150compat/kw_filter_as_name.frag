// expect: fail -- GLSL 1.50 (compatibility) section 3.6: `filter` is a keyword or reserved word here
#version 150 compatibility
void main() {
    float filter = 1.0;
}
