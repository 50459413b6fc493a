// expect: fail -- GLSL 1.30 section 3.6: `filter` is a keyword or reserved word here
#version 130
void main() {
    float filter = 1.0;
}
