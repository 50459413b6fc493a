// expect: fail -- GLSL 1.10 section 3.6: `typedef` is a keyword or reserved word here
#version 110
void main() {
    float typedef = 1.0;
}
