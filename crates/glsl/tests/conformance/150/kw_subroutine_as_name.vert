// expect: compile -- GLSL 1.50 section 3.6: `subroutine` is not a keyword or reserved word here, so it names a variable
#version 150 core
void main() {
    float subroutine = 1.0;
}
