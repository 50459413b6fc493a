// expect: fail -- GLSL 1.40 section 3.6: `filter` is a keyword or reserved word here
#version 140
void main() {
    float filter = 1.0;
}
