// expect: fail -- GLSL 1.10 section 3.6: `static` is a keyword or reserved word here
#version 110
void main() {
    float static = 1.0;
}
