// expect: fail -- GLSL 1.20 section 3.6: `static` is a keyword or reserved word here
#version 120
void main() {
    float static = 1.0;
}
