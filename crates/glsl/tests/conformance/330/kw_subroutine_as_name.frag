// expect: compile -- GLSL 3.30 section 3.6: `subroutine` is not a keyword or reserved word here, so it names a variable
#version 330 core
void main() {
    float subroutine = 1.0;
}
