// expect: fail -- GLSL 1.50 section 3.6: `filter` is a keyword or reserved word here
#version 150 core
void main() {
    float filter = 1.0;
}
