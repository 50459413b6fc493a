// expect: compile -- GLSL 1.10 section 6: an empty statement
#version 110
void main() {
    ;;
}
