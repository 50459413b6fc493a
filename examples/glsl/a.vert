#version 150
in vec4 aPos;
out vec3 vColor;
void main()
{
    vColor = aPos.xyz * 0.5 + 0.5;
    gl_Position = aPos;
}
