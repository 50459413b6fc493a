// expect: fail -- GLSL 1.30 section 3.6: `using` is a keyword or reserved word here
#version 130
void main() {
    float using = 1.0;
}
